import LifedocBase
import LifedocGraph
import Testing

@Suite struct SymbolResolverTests {
    static let resolver = SymbolResolver(symbols: [
        MethodSymbol(id: "m/did-enter", signature: "applicationDidEnterBackground(_:)",
                     selector: "applicationDidEnterBackground:", notification: "UIApplication.didEnterBackgroundNotification"),
        MethodSymbol(id: "m/did-finish", signature: "application(_:didFinishLaunchingWithOptions:)",
                     selector: "application:didFinishLaunchingWithOptions:",
                     notification: "UIApplication.didFinishLaunchingNotification"),
        MethodSymbol(id: "m/configuration", signature: "application(_:configurationForConnecting:options:)",
                     selector: "application:configurationForConnectingSceneSession:options:"),
        MethodSymbol(id: "m/open", signature: "application(_:open:options:)", selector: "application:openURL:options:"),
        MethodSymbol(id: "m/scene-background", signature: "sceneDidEnterBackground(_:)",
                     selector: "sceneDidEnterBackground:", notification: "UIScene.didEnterBackgroundNotification"),
        MethodSymbol(id: "m/scene-active", signature: "sceneDidBecomeActive(_:)", selector: "sceneDidBecomeActive:",
                     notification: "UIScene.didActivateNotification"),
        MethodSymbol(id: "m/connect", signature: "scene(_:willConnectTo:options:)", selector: "scene:willConnectToSession:options:"),
        MethodSymbol(id: "m/view-did-load", signature: "viewDidLoad()", selector: "viewDidLoad"),
        MethodSymbol(id: "m/view-will-appear", signature: "viewWillAppear(_:)", selector: "viewWillAppear:"),
        MethodSymbol(id: "m/discard", signature: "application(_:didDiscardSceneSessions:)",
                     selector: "application:didDiscardSceneSessions:"),
    ], external: ["viewDidAppear(_:)", "scene(_:continue:)"])

    @Test(arguments: [
        // Swift signatures and bare names
        ("applicationDidEnterBackground(_:)", "m/did-enter"),
        ("applicationDidEnterBackground", "m/did-enter"),
        ("application(_:didFinishLaunchingWithOptions:)", "m/did-finish"),
        ("viewDidLoad()", "m/view-did-load"),
        ("viewDidLoad", "m/view-did-load"),
        // Objective-C selectors, also without the final colon
        ("applicationDidEnterBackground:", "m/did-enter"),
        ("application:didFinishLaunchingWithOptions:", "m/did-finish"),
        ("application:configurationForConnectingSceneSession:options:", "m/configuration"),
        ("application:didFinishLaunchingWithOptions", "m/did-finish"),
        ("viewWillAppear:", "m/view-will-appear"),
        // Pasted Swift declarations
        ("func sceneDidBecomeActive(_ scene: UIScene)", "m/scene-active"),
        ("func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool", "m/did-finish"),
        ("application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: …)", "m/did-finish"),
        ("@MainActor optional func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {", "m/connect"),
        ("override func viewWillAppear(_ animated: Bool) {", "m/view-will-appear"),
        ("func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool", "m/open"),
        // Pasted Objective-C
        ("- (void)applicationDidEnterBackground:(UIApplication *)application;", "m/did-enter"),
        ("- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions", "m/did-finish"),
        ("-[AppDelegate applicationDidEnterBackground:]", "m/did-enter"),
        // Notification names in their Swift, Objective-C and Swift 4 forms
        ("UIApplicationDidEnterBackgroundNotification", "m/did-enter"),
        ("UIApplication.didEnterBackgroundNotification", "m/did-enter"),
        ("NSNotification.Name.UIApplicationDidEnterBackground", "m/did-enter"),
        ("UISceneDidActivateNotification", "m/scene-active"),
        // Qualified names, the second label alone, and wrong empty parentheses
        ("UIApplicationDelegate.applicationDidEnterBackground(_:)", "m/did-enter"),
        ("didFinishLaunchingWithOptions", "m/did-finish"),
        ("willConnectTo", "m/connect"),
        ("applicationDidEnterBackground()", "m/did-enter"),
        ("`sceneDidEnterBackground(_:)`", "m/scene-background"),
    ])
    func resolvesEverySpellingToItsMethod(spelling: String, expected: String) {
        #expect(Self.resolver.resolve(spelling) == PageID(expected), "\(spelling)")
    }

    @Test(arguments: ["application", "scene", "open", "options", "scene(_:continue:)", "UIScene", "", "(_:)", "func"])
    func resolvesNothingForAmbiguousOrForeignNames(spelling: String) {
        #expect(Self.resolver.resolve(spelling) == nil, "\(spelling)")
    }

    @Test(arguments: [
        ("sceneDidBackground(_:)", "sceneDidEnterBackground(_:)"),
        ("sceneDidBackground", "sceneDidEnterBackground(_:)"),
        ("applicationDidEnterBackgroud", "applicationDidEnterBackground(_:)"),
        ("sceneDidBecmoeActive:", "sceneDidBecomeActive(_:)"),
        ("viewDidLaod()", "viewDidLoad()"),
    ])
    func suggestsTheNearestMethodForAMisspelling(spelling: String, expected: String) {
        #expect(Self.resolver.resolve(spelling) == nil)
        #expect(Self.resolver.looksLikeMethod(spelling))
        #expect(Self.resolver.nearest(to: spelling)?.signature == expected)
    }

    @Test(arguments: ["viewController", "sceneSession", "applicationState", "UIApplicationDelegate", "scene"])
    func doesNotTakeOrdinaryIdentifiersForMethods(text: String) {
        #expect(!Self.resolver.looksLikeMethod(text), "\(text)")
    }

    @Test func knowsExternalAPIsWithoutLinkingThem() {
        #expect(Self.resolver.resolve("viewDidAppear(_:)") == nil)
        #expect(Self.resolver.isExternal("viewDidAppear(_:)"))
        #expect(Self.resolver.isExternal("viewDidAppear:"))
        #expect(!Self.resolver.isExternal("viewDidDisappear(_:)"))
    }

    @Test func splitsCamelCaseAndSelectorsIntoWords() {
        #expect(SymbolResolver.camelWords("sceneDidEnterBackground") == ["scene", "did", "enter", "background"])
        #expect(SymbolResolver.camelWords("openURLContexts") == ["open", "url", "contexts"])
        #expect(SymbolResolver.camelWords("application:didFinish") == ["application", "did", "finish"])
    }

    /// The part people remember, misspelt in prose: a name near a method's argument label is a
    /// method name gone wrong, with that method as the suggestion; real UIKit names near nothing are not.
    @Test(arguments: [
        ("didDiscardSceneSceneSessions", "application(_:didDiscardSceneSessions:)"),
        ("didDiscardSceneSesions", "application(_:didDiscardSceneSessions:)"),
        ("didFinishLaunchingWithOption", "application(_:didFinishLaunchingWithOptions:)"),
    ])
    func takesAMisspeltLabelForTheMethodItBelongsTo(text: String, meant: String) {
        #expect(Self.resolver.isUnknownMethod(text))
        #expect(Self.resolver.nearest(to: text)?.signature == meant)
    }

    @Test(arguments: ["traitCollectionDidChange", "didReceiveMemoryWarning", "preferredContentSizeCategory", "isModalInPresentation"])
    func leavesRealNamesFarFromEveryLabelAlone(text: String) {
        #expect(!Self.resolver.isUnknownMethod(text))
    }
}
