// libFuzzer entry point (scripts/fuzz.sh): one input is one scene file, taken through the
// whole pipeline by `FuzzPipeline` (Tests/InsetlabTests/Fuzz/FuzzPipeline.swift, compiled in
// beside this file). A trap, an out-of-range index or an AddressSanitizer report crashes the
// fuzzer by itself; an output that does not parse crashes it here.
//
// Not part of the package: scripts/fuzz.sh compiles the library with -sanitize=fuzzer,address
// into its own build folder and links these two files against it, so `swift build` and
// `swift test` stay as they are, on Linux and macOS.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScene(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let problems = FuzzPipeline.problems(in: Array(UnsafeBufferPointer(start: data, count: size)))
    if let first = problems.first { fatalError(first) }
    return 0
}
