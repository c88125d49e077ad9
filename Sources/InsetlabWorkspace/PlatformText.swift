#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif
#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif

// The few things insetlab took from the whole of Foundation, which FoundationEssentials (what
// the library imports on Linux) leaves out: trimming, a path's kind, an error's text. Foundation
// proper loads ICU and CoreFoundation at every start-up (README, Performance: most of a
// one-scene run), and nothing else in insetlab needs them.

package extension StringProtocol {
    /// The string without leading and trailing white space: Foundation's
    /// `trimmingCharacters(in: .whitespaces)` (Unicode's space separators and tab), or with
    /// `newlines`, `.whitespacesAndNewlines` (also U+000A–U+000D, U+0085, U+2028, U+2029).
    func trimmingWhitespace(newlines: Bool = true) -> String {
        let scalars = unicodeScalars
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            if scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator { return true }
            guard newlines else { return false }
            switch scalar.value {
            case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
            default: return false
            }
        }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}

/// What is at a path, following symbolic links (Foundation's `fileExists(atPath:isDirectory:)`).
package enum PathKind: Sendable {
    case missing, file, directory

    /// `EntryKind` with FIFOs, sockets and devices counted as files (named on the command line,
    /// they are read as streams).
    package init(of path: String) {
        switch EntryKind(of: path) {
        case .missing: self = .missing
        case .directory: self = .directory
        case .regularFile, .special: self = .file
        }
    }
}

/// What a folder walk finds at `path`: `PathKind` with FIFOs, sockets and devices apart. Named
/// on the command line they are read as streams; met while walking a folder they would block the
/// run (a FIFO with no writer) or never end (a device), so they are not read.
package enum EntryKind: Sendable {
    case missing, regularFile, directory, special

    package init(of path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            self = .missing
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: self = .directory
        case S_IFREG: self = .regularFile
        default: self = .special
        }
    }
}

package enum ErrorText {
    /// An error's text for a message: the system's words for a file-system error (`No such file
    /// or directory`, from the POSIX error under a `CocoaError`), else the error's description.
    package static func describe(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        if let cocoa = error as? CocoaError, let posix = cocoa.underlying as? POSIXError {
            return String(cString: strerror(posix.code.rawValue))
        }
        return String(describing: error)
    }
}

package extension String {
    /// Every occurrence of `target` replaced by `replacement`, compared byte by byte in UTF-8
    /// (Foundation's `replacingOccurrences(of:with:)` for the ASCII targets insetlab escapes;
    /// unlike the standard library's `replacing(_:with:)`, a `\n` inside a `\r\n` is found).
    func replacingEvery(_ target: String, with replacement: String) -> String {
        let pattern = Array(target.utf8)
        guard !pattern.isEmpty else { return self }
        let bytes = Array(utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        var changed = false
        while index < bytes.count {
            if bytes[index] == pattern[0], index + pattern.count <= bytes.count,
                bytes[index..<index + pattern.count].elementsEqual(pattern)
            {
                output.append(contentsOf: replacement.utf8)
                index += pattern.count
                changed = true
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return changed ? String(decoding: output, as: UTF8.self) : self
    }
}
