"""The words players read and hear: messages, the gettext catalogues, languages and voices."""
