import LifedocServe
import Testing

struct ContentTypeTests {
    /// The preview serves every image type the site publishes beside its pages as that image, so a
    /// browser that does not sniff shows it.
    @Test(arguments: [
        ("en/guides/shots/a.png", "image/png"), ("en/guides/shots/a.JPG", "image/jpeg"), ("a.jpeg", "image/jpeg"),
        ("a.gif", "image/gif"), ("a.webp", "image/webp"), ("a.avif", "image/avif"), ("a.bmp", "image/bmp"),
        ("a.ico", "image/x-icon"), ("assets/favicon.svg", "image/svg+xml"), ("ko/index.html", "text/html; charset=utf-8"),
        ("README", "text/plain; charset=utf-8"),
    ])
    func namesTheTypeOfEverySiteFile(path: String, type: String) {
        #expect(ContentType.of(path) == type)
    }
}
