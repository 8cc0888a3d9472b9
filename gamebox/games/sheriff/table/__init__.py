"""Drawing, layout and motion of the Sheriff of Nottingham table (pygame side only)."""
