"""The command line and its faces: commands, options, batches, the output formats (one module
per format, under ``render``), the views they render and the published JSON Schemas.

May import every layer below: ``judge``, ``hands``, ``law``, ``story``, ``errors``."""
