import LifedocBase
import Testing

/// Slots filled by index and read in order; a value taken out is let go by the slots.
@Suite struct ResultSlotsTests {
    final class Held: Sendable {
        let number: Int
        init(_ number: Int) { self.number = number }
    }

    @Test func takesAValueOutAndLetsItGo() {
        let slots = ResultSlots<Held>(count: 3)
        weak var watched: Held?
        do {
            let value = Held(1)
            watched = value
            slots.store(Held(0), at: 0)
            slots.store(value, at: 1)
            slots.store(Held(2), at: 2)
        }
        #expect(watched != nil)
        do {
            let taken = slots.take(at: 1)
            #expect(taken.number == 1)
        }
        // The slot held the only other reference.
        #expect(watched == nil)
        slots.store(Held(5), at: 1)
        #expect(slots.values.map(\.number) == [0, 5, 2])
    }
}
