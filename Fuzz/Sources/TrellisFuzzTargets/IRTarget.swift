import Foundation
import TrellisLayout
import TrellisRegistry
import TrellisRuntime

/// A compiled-template (IR) document decoded as an app loads one, then each template laid
/// out and drawn: the engine must refuse an inconsistent IR with a diagnostic.
enum IRTarget {
    static func run(_ bytes: [UInt8]) {
        guard let library = try? TemplateLibrary(data: Data(bytes), path: "T.trellis.json") else { return }
        for template in library.document.templates {
            LayoutTarget.layOut(template)
        }
    }
}
