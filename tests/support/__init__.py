"""Support code for the project's own tests (not shipped in the product)."""
