"""Splitting C parameter lists and assembler operand lists at their
top-level commas, the one job gen_ddi.py and ddi_from_adapter.py share."""


def split_top_level(text):
    """The comma-separated items of text outside () and [], each with its
    white space collapsed; empty items left out."""
    items, depth, current = [], 0, ""
    for ch in text:
        if ch == "," and depth == 0:
            items.append(current)
            current = ""
            continue
        depth += ch in "(["
        depth -= ch in ")]"
        current += ch
    items.append(current)
    return [" ".join(item.split()) for item in items if item.strip()]
