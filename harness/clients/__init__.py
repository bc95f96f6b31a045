"""Clients for model endpoints."""
