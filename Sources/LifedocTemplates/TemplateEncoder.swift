/// Makes a `TemplateValue` of any `Encodable` view, so each view is declared once, as its struct:
/// stored properties become a record's fields, arrays lists, `[String: …]` records, and a nil
/// optional an `absent` field (its name is declared, so a lookup stops there).
package enum TemplateEncoder {
    /// `value` as a template value.
    package static func encode<Value: Encodable>(_ value: Value) -> TemplateValue {
        // Comparing types is a pointer comparison; casting to each in turn cost more than the
        // rest of making a page's value.
        if Value.self == String.self { return .string(value as! String) }
        if Value.self == Bool.self { return .bool(value as! Bool) }
        if Value.self == Int.self { return .int(value as! Int) }
        if Value.self == TemplateWords.self { return (value as! TemplateWords).value }
        if Value.self == [String].self { return .list((value as! [String]).map(TemplateValue.string)) }
        if Value.self == [String: String].self {
            var record = TemplateRecord()
            // In the table's own order: names are unique, so the order changes no lookup.
            for (name, text) in value as! [String: String] { record.append(name, .string(text)) }
            return .record(record)
        }
        let storage = Storage()
        // Encoding into this encoder cannot fail: every container method stores and returns.
        try? value.encode(to: ValueEncoder(storage: storage))
        return storage.value
    }

    /// What an encoder has been given so far; a record's fields or a list's items are kept apart
    /// until encoding ends, so containers can add to them in any order.
    final class Storage {
        var single: TemplateValue = .absent
        var fields: TemplateRecord?
        var items: [TemplateValue]?

        var value: TemplateValue {
            if let fields { return .record(fields) }
            if let items { return .list(items) }
            return single
        }
    }

    struct ValueEncoder: Encoder {
        let storage: Storage
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            if storage.fields == nil { storage.fields = TemplateRecord() }
            return KeyedEncodingContainer(Fields(storage: storage))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            if storage.items == nil { storage.items = [] }
            return Items(storage: storage)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { Single(storage: storage) }
    }

    struct Fields<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let storage: Storage
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) { storage.fields?.append(key.stringValue, .absent) }
        mutating func encode(_ value: String, forKey key: Key) { storage.fields?.append(key.stringValue, .string(value)) }
        mutating func encode(_ value: Bool, forKey key: Key) { storage.fields?.append(key.stringValue, .bool(value)) }
        mutating func encode(_ value: Int, forKey key: Key) { storage.fields?.append(key.stringValue, .int(value)) }
        mutating func encode(_ value: some Encodable, forKey key: Key) {
            storage.fields?.append(key.stringValue, TemplateEncoder.encode(value))
        }
        // A nil optional is a declared field with no value, not a missing one.
        mutating func encodeIfPresent(_ value: String?, forKey key: Key) {
            storage.fields?.append(key.stringValue, value.map(TemplateValue.string) ?? .absent)
        }
        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) {
            storage.fields?.append(key.stringValue, value.map(TemplateValue.bool) ?? .absent)
        }
        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) {
            storage.fields?.append(key.stringValue, value.map(TemplateValue.int) ?? .absent)
        }
        mutating func encodeIfPresent(_ value: (some Encodable)?, forKey key: Key) {
            storage.fields?.append(key.stringValue, value.map { TemplateEncoder.encode($0) } ?? .absent)
        }
        mutating func encode(_ value: Double, forKey key: Key) { storage.fields?.append(key.stringValue, .string(String(value))) }
        mutating func encode(_ value: Float, forKey key: Key) { storage.fields?.append(key.stringValue, .string(String(value))) }
        mutating func encode(_ value: Int8, forKey key: Key) { storage.fields?.append(key.stringValue, .int(Int(value))) }
        mutating func encode(_ value: Int16, forKey key: Key) { storage.fields?.append(key.stringValue, .int(Int(value))) }
        mutating func encode(_ value: Int32, forKey key: Key) { storage.fields?.append(key.stringValue, .int(Int(value))) }
        mutating func encode(_ value: Int64, forKey key: Key) { storage.fields?.append(key.stringValue, .int(Int(value))) }
        mutating func encode(_ value: UInt, forKey key: Key) { storage.fields?.append(key.stringValue, TemplateEncoder.integer(value)) }
        mutating func encode(_ value: UInt8, forKey key: Key) { storage.fields?.append(key.stringValue, .int(Int(value))) }
        mutating func encode(_ value: UInt16, forKey key: Key) { storage.fields?.append(key.stringValue, .int(Int(value))) }
        mutating func encode(_ value: UInt32, forKey key: Key) { storage.fields?.append(key.stringValue, .int(Int(value))) }
        mutating func encode(_ value: UInt64, forKey key: Key) { storage.fields?.append(key.stringValue, TemplateEncoder.integer(value)) }
        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            unsupported()
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            unsupported()
        }
        mutating func superEncoder() -> any Encoder { unsupported() }
        mutating func superEncoder(forKey key: Key) -> any Encoder { unsupported() }
    }

    struct Items: UnkeyedEncodingContainer {
        let storage: Storage
        var codingPath: [any CodingKey] { [] }
        var count: Int { storage.items?.count ?? 0 }

        mutating func encodeNil() { storage.items?.append(.absent) }
        mutating func encode(_ value: String) { storage.items?.append(.string(value)) }
        mutating func encode(_ value: Bool) { storage.items?.append(.bool(value)) }
        mutating func encode(_ value: Int) { storage.items?.append(.int(value)) }
        mutating func encode(_ value: some Encodable) { storage.items?.append(TemplateEncoder.encode(value)) }
        mutating func encode(_ value: Double) { storage.items?.append(.string(String(value))) }
        mutating func encode(_ value: Float) { storage.items?.append(.string(String(value))) }
        mutating func encode(_ value: Int8) { storage.items?.append(TemplateEncoder.integer(value)) }
        mutating func encode(_ value: Int16) { storage.items?.append(TemplateEncoder.integer(value)) }
        mutating func encode(_ value: Int32) { storage.items?.append(TemplateEncoder.integer(value)) }
        mutating func encode(_ value: Int64) { storage.items?.append(TemplateEncoder.integer(value)) }
        mutating func encode(_ value: UInt) { storage.items?.append(TemplateEncoder.integer(value)) }
        mutating func encode(_ value: UInt8) { storage.items?.append(TemplateEncoder.integer(value)) }
        mutating func encode(_ value: UInt16) { storage.items?.append(TemplateEncoder.integer(value)) }
        mutating func encode(_ value: UInt32) { storage.items?.append(TemplateEncoder.integer(value)) }
        mutating func encode(_ value: UInt64) { storage.items?.append(TemplateEncoder.integer(value)) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            unsupported()
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { unsupported() }
        mutating func superEncoder() -> any Encoder { unsupported() }
    }

    struct Single: SingleValueEncodingContainer {
        let storage: Storage
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() { storage.single = .absent }
        mutating func encode(_ value: String) { storage.single = .string(value) }
        mutating func encode(_ value: Bool) { storage.single = .bool(value) }
        mutating func encode(_ value: Int) { storage.single = .int(value) }
        mutating func encode(_ value: some Encodable) { storage.single = TemplateEncoder.encode(value) }
        mutating func encode(_ value: Double) { storage.single = .string(String(value)) }
        mutating func encode(_ value: Float) { storage.single = .string(String(value)) }
        mutating func encode(_ value: Int8) { storage.single = TemplateEncoder.integer(value) }
        mutating func encode(_ value: Int16) { storage.single = TemplateEncoder.integer(value) }
        mutating func encode(_ value: Int32) { storage.single = TemplateEncoder.integer(value) }
        mutating func encode(_ value: Int64) { storage.single = TemplateEncoder.integer(value) }
        mutating func encode(_ value: UInt) { storage.single = TemplateEncoder.integer(value) }
        mutating func encode(_ value: UInt8) { storage.single = TemplateEncoder.integer(value) }
        mutating func encode(_ value: UInt16) { storage.single = TemplateEncoder.integer(value) }
        mutating func encode(_ value: UInt32) { storage.single = TemplateEncoder.integer(value) }
        mutating func encode(_ value: UInt64) { storage.single = TemplateEncoder.integer(value) }
    }

    /// An integer of any width: an `int` when `Int` holds it, else its decimal text.
    static func integer(_ value: some BinaryInteger) -> TemplateValue {
        Int(exactly: value).map(TemplateValue.int) ?? .string(String(value))
    }

    /// A view that encodes itself by hand with nested containers is not a shape lifedoc's views
    /// take; reaching one is a programming error, found by the tests that render every view.
    static func unsupported() -> Never {
        preconditionFailure("TemplateEncoder encodes stored properties, arrays and string-keyed dictionaries only")
    }
}
