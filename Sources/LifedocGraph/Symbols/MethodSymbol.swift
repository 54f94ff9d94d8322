package import LifedocBase

/// The facts by which a method is known: its page, Swift signature, selector and notification.
package struct MethodSymbol: Sendable, Hashable, Comparable {
    /// The method's page id.
    package var id: PageID
    /// Canonical Swift signature (`sceneDidEnterBackground(_:)`).
    package var signature: String
    /// Objective-C selector (`sceneDidEnterBackground:`), when declared.
    package var selector: String?
    /// Swift notification name (`UIScene.didEnterBackgroundNotification`), when declared.
    package var notification: String?

    /// Creates a method symbol.
    package init(id: PageID, signature: String, selector: String? = nil, notification: String? = nil) {
        self.id = id
        self.signature = signature
        self.selector = selector
        self.notification = notification
    }

    /// The signature's base name (`application` for `application(_:open:options:)`).
    package var baseName: String { String(signature.prefix { $0 != "(" }) }

    /// The argument labels of the signature (`["_", "open", "options"]`).
    package var labels: [String] {
        guard let open = signature.firstIndex(of: "(") else { return [] }
        return signature[signature.index(after: open)...].dropLast().split(separator: ":").map(String.init)
    }

    /// Every spelling that names this method, as lowercased keys, before ambiguous ones are removed.
    package var keys: [String] {
        var keys = [signature.lowercased()]
        if labels.count <= 1 { keys.append(baseName.lowercased()) }
        let named = labels.filter { $0 != "_" }
        if labels.first == "_", let second = named.first, Self.isCamelCase(second) {
            keys.append(second.lowercased())
            keys.append((baseName + second).lowercased())
        }
        if let selector {
            keys.append(selector.lowercased())
            keys.append(String(selector.lowercased().dropLast(selector.hasSuffix(":") ? 1 : 0)))
            let parts = selector.split(separator: ":").map(String.init)
            if parts.count > 1, Self.isCamelCase(parts[1]) {
                keys.append(parts[1].lowercased())
                keys.append((parts[0] + parts[1]).lowercased())
            }
        }
        if let notification { keys += Self.notificationKeys(notification) }
        return keys
    }

    /// `UIScene.didEnterBackgroundNotification` → also `UISceneDidEnterBackgroundNotification`,
    /// `NSNotification.Name.UISceneDidEnterBackground` and `UISceneDidEnterBackground`.
    static func notificationKeys(_ swiftName: String) -> [String] {
        var keys = [swiftName.lowercased()]
        let parts = swiftName.split(separator: ".")
        guard parts.count == 2, let first = parts[1].first else { return keys }
        let objc = String(parts[0]) + first.uppercased() + parts[1].dropFirst()
        keys.append(objc.lowercased())
        if objc.hasSuffix("Notification") {
            let short = String(objc.dropLast("Notification".count))
            keys.append(("NSNotification.Name." + short).lowercased())
            keys.append(short.lowercased())
        }
        return keys
    }

    static func isCamelCase(_ word: String) -> Bool {
        word.first?.isLowercase == true && word.contains { $0.isUppercase }
    }

    package static func < (lhs: MethodSymbol, rhs: MethodSymbol) -> Bool { lhs.id < rhs.id }
}
