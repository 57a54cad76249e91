import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import TrellisPreviewServer

/// The HTTP side of `trellis preview`: the templates list, the pages, and nothing else.
struct HTTPRouteTests {
    private func get(_ uris: [String], from fixture: PreviewFixture) async throws -> [(status: HTTPResponse.Status, type: String?, body: String)] {
        let application = try fixture.server().makeApplication(host: "127.0.0.1", port: 0)
        return try await application.test(.live) { client in
            var responses: [(HTTPResponse.Status, String?, String)] = []
            for uri in uris {
                let response = try await client.execute(uri: uri, method: .get)
                responses.append((response.status, response.headers[.contentType], String(buffer: response.body)))
            }
            return responses
        }
    }

    @Test func theTemplatesListHasEveryServedTemplateById() async throws {
        let fixture = try PreviewFixture()
        let response = try #require(try await get(["/api/templates"], from: fixture).first)
        #expect(response.status == .ok)
        #expect(response.type == "application/json")
        // Linked.xml points out of the served folder: not listed.
        #expect(response.body == #"{"templates":[{"id":"Card.xml","name":"Card"},{"id":"Parts/Badge.xml","name":"Badge"},{"id":"Screens/Login.xml","name":"Login"}]}"#)
    }

    @Test func theIndexAndTemplatePagesAreThePageFiles() async throws {
        let fixture = try PreviewFixture()
        let responses = try await get(["/", "/template/Screens/Login.xml", "/template/Screens%2FLogin.xml", "/page/preview.js"], from: fixture)
        let page = PageFiles.bundled
        #expect(responses.map(\.status) == [.ok, .ok, .notFound, .ok])
        #expect(responses[0].body == String(decoding: try #require(page.files["index.html"]).bytes, as: UTF8.self))
        #expect(responses[0].type == "text/html; charset=utf-8")
        #expect(responses[1].body == String(decoding: try #require(page.files["template.html"]).bytes, as: UTF8.self))
        #expect(responses[3].type == "text/javascript; charset=utf-8")
    }

    @Test(arguments: [
        "/template/Nope.xml",
        "/template/",
        "/template/Linked.xml",
        "/template/../Outside/Secret.xml",
        "/template/Screens/../Card.xml",
        "/template/%2e%2e/Outside/Secret.xml",
        "/template/%2E%2E%2FOutside%2FSecret.xml",
        "/template/Screens%2f..%2fCard.xml",
        "/template/.%2e/Outside/Secret.xml",
        "/template//Card.xml",
        "/template/Card.xml%00",
        "/page/../Package.swift",
        "/page/%2e%2e/PreviewServer.swift",
        "/page/..%2fPreviewServer.swift",
        "/page/missing.js",
        "/page/",
        "/Card.xml",
        "/Served/Card.xml",
        "/api/live/extra",
    ])
    func anythingElseIsNotFound(uri: String) async throws {
        let fixture = try PreviewFixture()
        let response = try #require(try await get([uri], from: fixture).first)
        #expect(response.status == .notFound)
        #expect(response.type == "text/plain; charset=utf-8")
        #expect(response.body == "Not found\n")
    }
}
