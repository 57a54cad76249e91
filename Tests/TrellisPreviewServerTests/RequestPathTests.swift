import Testing
@testable import TrellisPreviewServer

struct RequestPathTests {
    @Test func percentEncodedCharactersAreDecoded() {
        #expect(RequestPath.remainder(of: "/template/Screens/Log%20in.xml", after: "/template/") == "Screens/Log in.xml")
        #expect(RequestPath.remainder(of: "/template/%C3%A9t%C3%A9.xml", after: "/template/") == "été.xml")
    }

    @Test(arguments: [
        "/template/../a.xml", "/template/a/../b.xml", "/template/./a.xml", "/template/a//b.xml", "/template/", "/template/a/",
        "/template/%2e%2e/a.xml", "/template/%2E./a.xml", "/template/a%2fb.xml", "/template/a%2Fb.xml", "/template/a%5cb.xml",
        "/template/a\\b.xml", "/template/a%00.xml", "/template/a%zz.xml", "/template/a%2", "/template/%FF.xml", "/other/a.xml",
    ])
    func pathsThatCouldStepOutAreRefused(path: String) {
        #expect(RequestPath.remainder(of: path, after: "/template/") == nil)
    }
}
