/// The words synthetic pages are made of, in English and Korean. Method names are built from
/// them (`sceneWillSyncRemoteDrafts(_:)`), so a corpus of any size has distinct, plausible symbols.
enum CorpusVocabulary {
    /// A verb: English base, past and -ing forms, and the Korean noun that takes 하다 (동기화하다).
    struct Verb: Sendable {
        var base: String, past: String, gerund: String, ko: String
    }

    /// A thing the app owns, in English (plural) and Korean.
    struct Thing: Sendable {
        var en: String, ko: String
    }

    static let verbs: [Verb] = [
        Verb(base: "refresh", past: "refreshed", gerund: "refreshing", ko: "갱신"),
        Verb(base: "sync", past: "synced", gerund: "syncing", ko: "동기화"),
        Verb(base: "restore", past: "restored", gerund: "restoring", ko: "복원"),
        Verb(base: "archive", past: "archived", gerund: "archiving", ko: "보관"),
        Verb(base: "load", past: "loaded", gerund: "loading", ko: "로드"),
        Verb(base: "update", past: "updated", gerund: "updating", ko: "업데이트"),
        Verb(base: "prepare", past: "prepared", gerund: "preparing", ko: "준비"),
        Verb(base: "finish", past: "finished", gerund: "finishing", ko: "완료"),
        Verb(base: "cancel", past: "cancelled", gerund: "cancelling", ko: "취소"),
        Verb(base: "resume", past: "resumed", gerund: "resuming", ko: "재개"),
        Verb(base: "pause", past: "paused", gerund: "pausing", ko: "일시 정지"),
        Verb(base: "reset", past: "reset", gerund: "resetting", ko: "초기화"),
        Verb(base: "validate", past: "validated", gerund: "validating", ko: "검증"),
        Verb(base: "schedule", past: "scheduled", gerund: "scheduling", ko: "예약"),
        Verb(base: "purge", past: "purged", gerund: "purging", ko: "정리"),
        Verb(base: "migrate", past: "migrated", gerund: "migrating", ko: "마이그레이션"),
        Verb(base: "register", past: "registered", gerund: "registering", ko: "등록"),
        Verb(base: "publish", past: "published", gerund: "publishing", ko: "게시"),
        Verb(base: "download", past: "downloaded", gerund: "downloading", ko: "다운로드"),
        Verb(base: "compress", past: "compressed", gerund: "compressing", ko: "압축"),
    ]

    static let things: [Thing] = [
        Thing(en: "catalog entries", ko: "카탈로그 항목"),
        Thing(en: "drafts", ko: "초안"),
        Thing(en: "sessions", ko: "세션"),
        Thing(en: "snapshots", ko: "스냅숏"),
        Thing(en: "caches", ko: "캐시"),
        Thing(en: "badges", ko: "배지"),
        Thing(en: "playback positions", ko: "재생 위치"),
        Thing(en: "downloads", ko: "다운로드 목록"),
        Thing(en: "uploads", ko: "업로드 대기열"),
        Thing(en: "location fixes", ko: "위치 정보"),
        Thing(en: "keychain items", ko: "키체인 항목"),
        Thing(en: "widgets", ko: "위젯"),
        Thing(en: "timelines", ko: "타임라인"),
        Thing(en: "inboxes", ko: "받은 편지함"),
        Thing(en: "settings", ko: "설정"),
        Thing(en: "themes", ko: "테마"),
        Thing(en: "photo libraries", ko: "사진 보관함"),
        Thing(en: "contacts", ko: "연락처"),
        Thing(en: "subscriptions", ko: "구독 정보"),
        Thing(en: "shortcuts", ko: "단축어"),
        Thing(en: "documents", ko: "문서"),
        Thing(en: "search indexes", ko: "검색 색인"),
        Thing(en: "thumbnails", ko: "썸네일"),
        Thing(en: "profiles", ko: "프로필"),
        Thing(en: "playlists", ko: "재생 목록"),
    ]

    /// Words that narrow a thing (the empty one leaves it as it is).
    static let qualifiers: [Thing] = [
        Thing(en: "", ko: ""),
        Thing(en: "remote", ko: "원격"),
        Thing(en: "local", ko: "로컬"),
        Thing(en: "shared", ko: "공유"),
        Thing(en: "pending", ko: "대기 중인"),
        Thing(en: "cached", ko: "캐시된"),
    ]

    /// Task groups, with the moment each stands for in a task title.
    static let groups: [(id: String, en: String, ko: String)] = [
        ("launch", "at launch", "실행할 때"),
        ("connection", "when a scene connects", "씬이 연결될 때"),
        ("activation", "on becoming active", "활성화될 때"),
        ("deactivation", "before losing focus", "포커스를 잃기 전에"),
        ("background", "before suspension", "일시 중단 전에"),
        ("memory", "under memory pressure", "메모리가 부족할 때"),
        ("termination", "before termination", "종료되기 전에"),
    ]

    /// What a guide is about, after its thing.
    static let guideTopics: [(en: String, ko: String)] = [
        ("across scenes", "여러 씬에서 다루기"),
        ("during launch", "실행 중에 다루기"),
        ("in the background", "백그라운드에서 다루기"),
        ("after termination", "종료 뒤에 되살리기"),
        ("on external displays", "외부 디스플레이에서 다루기"),
        ("with state restoration", "상태 복원과 함께 다루기"),
    ]

    /// `word` with its first letter in upper case.
    static func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

    /// `words` joined in camel case: `["remote", "drafts"]` → `RemoteDrafts`.
    static func camel(_ words: [String]) -> String {
        words.flatMap { $0.split(separator: " ") }.map { capitalized(String($0)) }.joined()
    }

    /// A lowercase, hyphenated id part: `Remote drafts` → `remote-drafts`.
    static func slug(_ text: String) -> String {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.joined(separator: "-")
    }
}
