#!/usr/bin/env python3
"""An independent reading of XML files with expat (Python's xml.parsers.expat), for the
differential test of insetlab's own XML reader (Tests/InsetlabTests/Import/XMLReaderOracleTests.swift).

    scripts/xml-oracle.py FILE...

For each file, a line `== FILE`, then either its elements in document order, one line each,

    DEPTH LINE:COLUMN NAME
      @KEY=VALUE          (its attributes, sorted by key)

or one line saying why the file is not compared:

    error LINE:COLUMN     (expat refused it; the position is expat's and is not compared)
    doctype               (it has a DOCTYPE, which insetlab refuses by design)
    encoding NAME         (it declares an encoding other than UTF-8, which insetlab refuses)

LINE and COLUMN are 1-based and the column counts characters, as insetlab's marks do, at the
`<` of each start tag. Expat's own column is 0-based; expat 2.x counts it in characters (older
builds in bytes, so the script checks which on a probe and, for bytes, counts the characters
itself from expat's byte offset). Expat counts a byte order mark as a column of line 1, which
no editor shows and insetlab does not count: it is taken off.

Names and values are written with `\\` as `\\\\` and every character below U+0020 (and U+007F)
as `\\xHH`, so a dump is one line per element or attribute whatever the values hold.
"""
import sys
import xml.parsers.expat as expat

BOM = b"\xef\xbb\xbf"


def escaped(text):
    return "".join(
        "\\\\" if c == "\\" else ("\\x%02x" % ord(c) if ord(c) < 0x20 or c == "\x7f" else c) for c in text
    )


def expat_counts_characters():
    probe = expat.ParserCreate()
    columns = []
    probe.StartElementHandler = lambda name, attributes: columns.append(probe.CurrentColumnNumber)
    probe.Parse("<a>\u00e9<b/></a>".encode("utf-8"), True)
    return columns[1] == 4  # "<a>é": 4 characters, 5 bytes


def dump(data, by_characters):
    parser = expat.ParserCreate()
    lines = []
    depth = [0]
    seen = {"doctype": False, "encoding": None}
    bom = data.startswith(BOM)

    def column():
        line = parser.CurrentLineNumber
        if by_characters:
            value = parser.CurrentColumnNumber + 1
            return value - 1 if bom and line == 1 else value
        offset = parser.CurrentByteIndex
        start = max(data.rfind(b"\n", 0, offset), data.rfind(b"\r", 0, offset)) + 1
        if start == 0 and bom:
            start = 3
        return 1 + sum(1 for byte in data[start:offset] if byte & 0xC0 != 0x80)

    def start(name, attributes):
        depth[0] += 1
        lines.append("%d %d:%d %s" % (depth[0], parser.CurrentLineNumber, column(), escaped(name)))
        for key in sorted(attributes):
            lines.append("  @%s=%s" % (escaped(key), escaped(attributes[key])))

    def end(name):
        depth[0] -= 1

    def doctype(*arguments):
        seen["doctype"] = True

    def declaration(version, encoding, standalone):
        seen["encoding"] = encoding

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.StartDoctypeDeclHandler = doctype
    parser.XmlDeclHandler = declaration
    try:
        parser.Parse(data, True)
    except expat.ExpatError as error:
        if seen["doctype"]:
            return ["doctype"]
        return ["error %d:%d" % (error.lineno, error.offset + 1)]
    except (LookupError, ValueError) as error:
        # An encoding Python does not know (LookupError), or a multi-byte one its handler for
        # expat's unknown encodings cannot map (ValueError): expat reads no further.
        return ["error %d:%d" % (parser.CurrentLineNumber, parser.CurrentColumnNumber + 1)]
    if seen["doctype"]:
        return ["doctype"]
    if seen["encoding"] is not None and seen["encoding"].lower() != "utf-8":
        return ["encoding " + escaped(seen["encoding"])]
    return lines


def main(paths):
    by_characters = expat_counts_characters()
    out = sys.stdout.buffer
    for path in paths:
        with open(path, "rb") as file:
            data = file.read()
        out.write(("== %s\n" % path).encode("utf-8"))
        for line in dump(data, by_characters):
            out.write(line.encode("utf-8", "surrogatepass") + b"\n")


if __name__ == "__main__":
    main(sys.argv[1:])
