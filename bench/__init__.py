"""Benchmarks: real workloads, figures and ratios against a baseline run in the same process."""
