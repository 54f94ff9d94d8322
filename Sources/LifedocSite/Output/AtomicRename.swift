import Glibc

/// Linux's `renameat2(…, RENAME_EXCHANGE)`: swaps two paths in one step. Swift's Glibc module
/// does not declare it, so it is looked up in the C library at run time.
enum AtomicRename {
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    private static let renameExchange: UInt32 = 1 << 1

    /// Exchanges the entries at `first` and `second`; false (nothing changed) when the system or
    /// the file system cannot.
    static func exchange(_ first: String, _ second: String) -> Bool {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return false }
        let call = unsafeBitCast(symbol, to: RenameAt2.self)
        return call(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0
    }
}
