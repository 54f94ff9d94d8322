/// Sentence patterns for synthetic prose, each in English and Korean. A pattern names its slots in
/// braces; a Korean slot may name the particle it takes (`{thing:object}` → 초안을, 캐시를), so the
/// Korean reads as Korean developers write it, particles and all.
///
/// Slots: `m`, `m2` (method code spans), `objc` (the selector of `m`), `link` (a Markdown link to
/// another page), `state` (a link to a state page), `thing`, `verb`, `verbed`, `verbing` and, in
/// Korean, `verb` is the noun that takes 하다 (동기화).
enum CorpusSentences {
    struct Pattern: Sendable {
        var en: String
        var ko: String
    }

    static let general: [Pattern] = [
        Pattern(en: "UIKit calls {m} once the {thing} are ready, so keep the work inside it short.",
                ko: "UIKit은 {thing:subject} 준비되면 {m} 메서드를 호출하므로, 그 안의 작업은 짧게 유지하세요."),
        Pattern(en: "If you {verb} {thing} here, do it on a background queue and let the method return quickly.",
                ko: "여기서 {thing:object} {verb}해야 한다면 백그라운드 큐에서 처리하고 메서드는 바로 반환하세요."),
        Pattern(en: "Before anything moves to {state}, {m} is the last point where the interface still shows the {thing}.",
                ko: "{state:toward} 넘어가기 전에 {thing:subject} 화면에 남아 있는 마지막 지점이 {m} 메서드입니다."),
        Pattern(en: "See {link} for the steps that usually follow.",
                ko: "보통 이어지는 단계는 {link}에서 확인하세요."),
        Pattern(en: "Many apps pair this call with {m2}, which undoes the same work in the other direction.",
                ko: "많은 앱은 이 호출을 반대 방향에서 같은 작업을 되돌리는 {m2} 메서드와 짝지어 씁니다."),
        Pattern(en: "Do not assume that the {thing} survive a trip to the background; the system may reclaim their memory.",
                ko: "{thing:subject} 백그라운드를 다녀와도 그대로 남아 있다고 가정하지 마세요. 시스템이 그 메모리를 회수할 수 있습니다."),
        Pattern(en: "In Objective-C the same hook is the selector `{objc}`, which older code bases still implement.",
                ko: "Objective-C에서는 같은 지점이 `{objc}` 셀렉터이고, 오래된 코드베이스는 아직 이 셀렉터를 구현합니다."),
        Pattern(en: "Measure how long {verbing} the {thing} takes on a slow device before doing it at launch.",
                ko: "실행 중에 {thing:object} {verb}할지 정하기 전에, 느린 기기에서 걸리는 시간을 먼저 재 보세요."),
        Pattern(en: "When the user comes back, {m} gives you the chance to {verb} the {thing} again.",
                ko: "사용자가 돌아오면 {m} 메서드에서 {thing:object} 다시 {verb}할 수 있습니다."),
        Pattern(en: "The {state} state allows only brief work, so finish {verbing} the {thing} before it begins.",
                ko: "{state:topic} 짧은 작업만 허용하므로, 그 전에 {thing} {verb:object} 끝내세요."),
        Pattern(en: "A scene that the system disconnects loses any {thing} you did not save, as {link} explains.",
                ko: "시스템이 연결을 끊은 씬은 저장하지 않은 {thing:object} 잃게 되며, 자세한 내용은 {link}에 있습니다."),
        Pattern(en: "Give the {thing} a single owner so that {m} and {m2} never race each other.",
                ko: "{thing}의 소유자를 하나로 정해 두면 {m} 메서드와 {m2} 메서드가 서로 경쟁하지 않습니다."),
        Pattern(en: "Apps that still rely on the app delegate alone receive {m} instead of the scene callbacks.",
                ko: "아직 앱 델리게이트만 쓰는 앱은 씬 콜백 대신 {m} 메서드를 받습니다."),
        Pattern(en: "Log the calls while you develop: the order in which {m} and {m2} arrive is easy to misjudge.",
                ko: "개발하는 동안에는 호출을 로그로 남겨 보세요. {m} 메서드와 {m2} 메서드가 오는 순서는 착각하기 쉽습니다."),
        Pattern(en: "Nothing here may block the main thread for long, because the watchdog ends apps that stall.",
                ko: "멈춘 앱은 워치독이 종료하므로, 여기서 메인 스레드를 오래 막아서는 안 됩니다."),
        Pattern(en: "{link} covers the same situation from the point of view of the whole app.",
                ko: "{link:topic} 같은 상황을 앱 전체의 관점에서 다룹니다."),
        Pattern(en: "Once the {thing} are {verbed}, record the time so the next launch can skip the work.",
                ko: "{thing:object} {verb}한 뒤에는 시각을 기록해 두어 다음 실행에서 같은 작업을 건너뛰게 하세요."),
        Pattern(en: "Test the path with the debugger's simulated memory warning and with a real background launch.",
                ko: "디버거의 메모리 경고 시뮬레이션과 실제 백그라운드 실행 두 가지로 이 경로를 시험해 보세요."),
    ]
}
