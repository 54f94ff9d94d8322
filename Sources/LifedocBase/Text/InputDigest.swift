/// The fingerprint of every stored field of an `Encodable` value, for keys of the build cache. A
/// key is declared as a struct whose fields are its inputs, so an input added to the struct is in
/// the key without another line anywhere.
///
/// Each field is fed to `ContentHash` as its name, then its value, tagged by kind (text, number,
/// truth, nothing, a record, a list), each record and list closed where its value ends; every
/// piece ends with a byte UTF-8 never holds, so no two different values share a stream. Fields come in
/// the order the struct declares them. A dictionary or a set, whose own order changes from process
/// to process, is fed sorted by its keys or elements (`DigestSorted`); one whose keys cannot be
/// sorted is refused (`InputDigest.Unsorted`), never fed in an order that would change the key
/// from run to run.
package enum InputDigest {
    /// A dictionary or a set with no order of its own that could not be sorted.
    package struct Unsorted: Error, CustomStringConvertible {
        /// The type that was refused.
        package var type: String
        package var description: String { "\(type) has no order to fingerprint it in" }
    }

    /// The fingerprint of `value`, as 32 hex digits.
    /// - Throws: `Unsorted` when `value` holds a dictionary or set whose keys cannot be sorted.
    package static func of(_ value: some Encodable) throws -> String {
        var hash = ContentHash()
        try add(value, to: &hash)
        return hash.hex
    }

    /// Feeds `value` to `hash`.
    /// - Throws: `Unsorted` when `value` holds a dictionary or set whose keys cannot be sorted.
    package static func add(_ value: some Encodable, to hash: inout ContentHash) throws {
        let sink = Sink(hash: hash)
        try sink.value(value)
        if let refused = sink.refused { throw Unsorted(type: refused) }
        hash = sink.hash
    }

    /// The hash being fed, shared by every container of one encoding.
    final class Sink {
        var hash: ContentHash
        var refused: String?

        init(hash: ContentHash) { self.hash = hash }

        /// How each type met is fed, found the first time: asking whether a value conforms to
        /// `DigestSorted` (a conditional conformance) costs more than feeding most values.
        private var shapes: [ObjectIdentifier: Shape] = [:]

        private enum Shape {
            /// A dictionary or set `DigestSorted` sorts.
            case sorted
            /// A dictionary or set it could not sort.
            case unordered
            /// Anything else: fed as it encodes itself.
            case plain
        }

        func tag(_ tag: String) { hash.add(tag) }

        private func shape<Value>(of value: Value) -> Shape {
            if let known = shapes[ObjectIdentifier(Value.self)] { return known }
            let name = String(reflecting: Value.self)
            let shape: Shape = value is any DigestSorted ? .sorted
                : name.hasPrefix("Swift.Dictionary<") || name.hasPrefix("Swift.Set<") ? .unordered : .plain
            shapes[ObjectIdentifier(Value.self)] = shape
            return shape
        }

        func text(_ text: String) {
            hash.add("s")
            hash.add(text)
        }

        func number(_ text: String) {
            hash.add("n")
            hash.add(text)
        }

        func value<Value: Encodable>(_ value: Value) throws {
            // The type is known equal each time: the value is read as it is, with no dynamic cast.
            if Value.self == String.self { return text(unsafeBitCast(value, to: String.self)) }
            if Value.self == Int.self { return number(String(unsafeBitCast(value, to: Int.self))) }
            if Value.self == Bool.self { return tag(unsafeBitCast(value, to: Bool.self) ? "t" : "f") }
            // The wrappers every key holds many of, fed as the text they wrap.
            if Value.self == PageID.self { return text(unsafeBitCast(value, to: PageID.self).rawValue) }
            if Value.self == Language.self { return text(unsafeBitCast(value, to: Language.self).rawValue) }
            switch shape(of: value) {
            case .sorted:
                try (value as! any DigestSorted).feedSorted(into: self)
                return
            case .unordered:
                refused = String(reflecting: Value.self)
                return
            case .plain:
                break
            }
            // Opened and closed around the value's own containers, which say nothing when they end.
            tag("<")
            try value.encode(to: DigestEncoder(sink: self))
            tag(">")
        }
    }

    struct DigestEncoder: Encoder {
        let sink: Sink
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            sink.tag("{")
            return KeyedEncodingContainer(Fields(sink: sink))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            sink.tag("[")
            return Items(sink: sink)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { Single(sink: sink) }
    }

    struct Fields<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let sink: Sink
        var codingPath: [any CodingKey] { [] }

        private func name(_ key: Key) {
            sink.tag("k")
            sink.hash.add(key.stringValue)
        }

        mutating func encodeNil(forKey key: Key) { name(key); sink.tag("0") }
        mutating func encode(_ value: String, forKey key: Key) { name(key); sink.text(value) }
        mutating func encode(_ value: Bool, forKey key: Key) { name(key); sink.tag(value ? "t" : "f") }
        mutating func encode(_ value: Int, forKey key: Key) { name(key); sink.number(String(value)) }
        mutating func encode(_ value: Double, forKey key: Key) { name(key); sink.number("\(value)") }
        mutating func encode(_ value: Float, forKey key: Key) { name(key); sink.number("\(value)") }
        mutating func encode<T: BinaryInteger & Encodable>(_ value: T, forKey key: Key) { name(key); sink.number(String(value)) }
        mutating func encode(_ value: some Encodable, forKey key: Key) throws {
            name(key)
            try sink.value(value)
        }
        // A nil optional is fed as a field with nothing in it, not left out.
        mutating func encodeIfPresent(_ value: String?, forKey key: Key) {
            if let value { encode(value, forKey: key) } else { encodeNil(forKey: key) }
        }
        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) {
            if let value { encode(value, forKey: key) } else { encodeNil(forKey: key) }
        }
        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) {
            if let value { encode(value, forKey: key) } else { encodeNil(forKey: key) }
        }
        mutating func encodeIfPresent(_ value: (some Encodable)?, forKey key: Key) throws {
            if let value { try encode(value, forKey: key) } else { encodeNil(forKey: key) }
        }
        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            name(key)
            return DigestEncoder(sink: sink).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            name(key)
            return DigestEncoder(sink: sink).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { DigestEncoder(sink: sink) }
        mutating func superEncoder(forKey key: Key) -> any Encoder {
            name(key)
            return DigestEncoder(sink: sink)
        }
    }

    struct Items: UnkeyedEncodingContainer {
        let sink: Sink
        var count = 0
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() { count += 1; sink.tag("0") }
        mutating func encode(_ value: String) { count += 1; sink.text(value) }
        mutating func encode(_ value: Bool) { count += 1; sink.tag(value ? "t" : "f") }
        mutating func encode(_ value: Int) { count += 1; sink.number(String(value)) }
        mutating func encode(_ value: Double) { count += 1; sink.number("\(value)") }
        mutating func encode(_ value: Float) { count += 1; sink.number("\(value)") }
        mutating func encode<T: BinaryInteger & Encodable>(_ value: T) { count += 1; sink.number(String(value)) }
        mutating func encode(_ value: some Encodable) throws {
            count += 1
            try sink.value(value)
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            count += 1
            return DigestEncoder(sink: sink).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            count += 1
            return DigestEncoder(sink: sink).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { DigestEncoder(sink: sink) }
    }

    struct Single: SingleValueEncodingContainer {
        let sink: Sink
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() { sink.tag("0") }
        mutating func encode(_ value: String) { sink.text(value) }
        mutating func encode(_ value: Bool) { sink.tag(value ? "t" : "f") }
        mutating func encode(_ value: Int) { sink.number(String(value)) }
        mutating func encode(_ value: Double) { sink.number("\(value)") }
        mutating func encode(_ value: Float) { sink.number("\(value)") }
        mutating func encode<T: BinaryInteger & Encodable>(_ value: T) { sink.number(String(value)) }
        mutating func encode(_ value: some Encodable) throws { try sink.value(value) }
    }
}

/// A collection with no order of its own, fed to a digest in a sorted one.
protocol DigestSorted {
    func feedSorted(into sink: InputDigest.Sink) throws
}

extension Dictionary: DigestSorted where Key: Comparable & Encodable, Value: Encodable {
    func feedSorted(into sink: InputDigest.Sink) throws {
        sink.tag("{:")
        for key in keys.sorted() {
            try sink.value(key)
            try sink.value(self[key]!)
        }
        sink.tag(":}")
    }
}

extension Set: DigestSorted where Element: Comparable & Encodable {
    func feedSorted(into sink: InputDigest.Sink) throws {
        sink.tag("(")
        for element in sorted() { try sink.value(element) }
        sink.tag(")")
    }
}
