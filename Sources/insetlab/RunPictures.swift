import ArgumentParser
import InsetlabReport
import InsetlabConfiguration
import InsetlabPictures
import InsetlabReporters
import InsetlabWorkspace
import InsetlabYAML

extension Run {
    /// `run --format svg`: a picture per variant. One picture goes to stdout, or to the
    /// `--output` file; several need `--output FILE`, a stem for one file per variant
    /// (`out.svg` → `out-iphone-x-ios-11-portrait.svg`), and the terminal gets the text report
    /// as with any `--output`. Files insetlab did not write are never overwritten, except the
    /// one named; nothing is written when one is in the way (exit 73).
    func runPictures(files: [String], configuration: InsetlabConfiguration, console: Console, multipleScenes: Bool) throws {
        // `-` or stdout itself: the picture goes to stdout, as without --output.
        let output = outputOptions.output.flatMap { ReportDestination.isStandardOutput($0) ? nil : $0 }
        var targets: [ReportTarget] = []
        if output != nil {
            let options = OutputOptions.reporterOptions(style: colorOptions.style(for: console.out), multipleScenes: multipleScenes)
            targets.append(ReportTarget(TextReporter(options: options), to: console.out))
        }
        targets.append(ReportTarget(PictureCollector(options: ReporterOptions()), to: .capture()))
        let summary = SceneBatch.run(
            files, load: SceneFiles.loader(defaults: configuration.sceneDefaults), targets: &targets, console: console,
            configuration: strict ? configuration.rules.strict() : configuration.rules, jobs: outputOptions.jobCount(files: files.count))
        guard let collector = targets.last?.reporter as? PictureCollector else { return }

        if let output, collector.pictureCount > 1, EntryKind(of: output) == .special {
            // A device or a pipe takes one stream: a stem there would create files beside it (/dev/null-…).
            console.diagnose(
                "insetlab: error: --output \(TerminalText.escaped(output)) is a device or a pipe, which takes one picture, and there are \(collector.pictureCount); "
                    + "give a file name to write one file each (out.svg → out-iphone-x-ios-11-portrait.svg, …)")
            throw ExitCode.validationFailure
        }
        if let output {
            do {
                let pictures = collector.files(for: output)
                var inputs = InputFiles(files)
                if let configurationFile = configuration.file { inputs.add(configurationFile) }
                try PictureFiles.write(pictures, named: output, inputs: inputs)
                for picture in pictures where pictures.count > 1 { console.diagnose("insetlab: wrote \(picture.path)") }
            } catch {
                console.diagnose(error.description)
                throw InsetlabExit.cannotWriteOutput
            }
        } else if collector.pictureCount > 1 {
            console.diagnose(
                "insetlab: error: --format svg draws one picture per variant, and there are \(collector.pictureCount); "
                    + "give --output FILE to write one file each (out.svg → out-iphone-x-ios-11-portrait.svg, …)")
            throw ExitCode.validationFailure
        } else if let picture = collector.scenes.first(where: { !$0.pictures.isEmpty })?.pictures.first {
            console.out.write(picture.svg)
        }
        // A picture (or the text report beside --output files) that stdout did not take: exit 73.
        try console.finish()
        if summary.invalid > 0 { throw InsetlabExit.invalidScene }
        if summary.errorWarnings > 0 { throw InsetlabExit.expectationsDiffer }
    }
}
