"""The words players read and hear: messages, the Fluent catalogues, their grammar, languages and voices."""
