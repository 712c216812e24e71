"""The train family (Mexican Train): personal trains from a starting double, markers, drawing, doubles to satisfy."""
