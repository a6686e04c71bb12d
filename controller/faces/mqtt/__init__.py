"""MQTT for many boxes: what a box publishes, how the hub collects it (paho-mqtt to a real broker)."""
