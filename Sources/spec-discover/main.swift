// Placeholder: replaced by the discovery tool.
print("spec-discover")
