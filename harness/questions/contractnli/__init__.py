"""ContractNLI question building: agreement naming and hypothesis-driven questions."""
