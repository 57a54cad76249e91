import TrellisDiagnostics
import TrellisRegistry

/// A `.trellis.yml` read as `trellis check` reads the one of a project.
enum ConfigurationTarget {
    static func run(_ bytes: [UInt8]) {
        _ = ConfigurationReader.read(SourceText(path: "/fuzz/.trellis.yml", bytes: bytes), folder: "/fuzz")
    }
}
