import LifedocBase
import LifedocGraph
import LifedocSearch
import LifedocTestSupport
import Testing

/// Searches a small bilingual knowledge base built in memory.
struct SearchIndexTests {
    static let files: [String: String] = [
        "Content/en/methods/scene-did-enter-background.md": """
            ---
            kind: method
            title: sceneDidEnterBackground(_:)
            symbol: sceneDidEnterBackground(_:)
            objc: "sceneDidEnterBackground:"
            declaration: "func sceneDidEnterBackground(_ scene: UIScene)"
            protocol: UISceneDelegate
            notification: UIScene.didEnterBackgroundNotification
            ---
            UIKit calls this method when the scene moves to the background; save data and free memory here.
            """,
        "Content/ko/methods/scene-did-enter-background.md": """
            ---
            kind: method
            title: sceneDidEnterBackground(_:)
            ---
            씬이 백그라운드로 들어가면 UIKit이 이 메서드를 호출합니다. 여기서 데이터를 저장하고 메모리를 비웁니다.
            """,
        "Content/en/methods/application-did-enter-background.md": """
            ---
            kind: method
            title: applicationDidEnterBackground(_:)
            symbol: applicationDidEnterBackground(_:)
            objc: "applicationDidEnterBackground:"
            protocol: UIApplicationDelegate
            notification: UIApplication.didEnterBackgroundNotification
            ---
            UIKit calls this method when the app moves to the background in an app without scenes.
            """,
        "Content/ko/methods/application-did-enter-background.md": """
            ---
            kind: method
            title: applicationDidEnterBackground(_:)
            ---
            씬을 쓰지 않는 앱이 백그라운드로 들어가면 UIKit이 이 메서드를 호출합니다.
            """,
        "Content/en/tasks/save-user-data.md": """
            ---
            kind: task
            title: Save user data
            ---
            Write unsaved changes to disk before the app can be suspended or terminated.
            """,
        "Content/ko/tasks/save-user-data.md": """
            ---
            kind: task
            title: 사용자 데이터 저장하기
            ---
            앱이 일시 중단되거나 종료되기 전에 저장하지 않은 변경 사항을 디스크에 씁니다.
            """,
        "Content/glossary.yml": """
            terms:
              - id: foreground
                en: foreground
                ko: 포그라운드
                variants:
                  ko: [포어그라운드]
              - id: background
                en: background
                ko: 백그라운드
                variants:
                  ko: [빽그라운드]
            """,
    ]

    static func index() throws -> SearchIndex {
        return try TestIndex.build(files)
    }

    @Test(arguments: [
        "sceneDidEnterBackground(_:)", "sceneDidEnterBackground:", "func sceneDidEnterBackground(_ scene: UIScene)",
        "UIScene.didEnterBackgroundNotification", "sceneDidEnterBackgroud", "-[UISceneDelegate sceneDidEnterBackground:]",
    ])
    func findsAMethodFirstByAnyFormOfItsName(query: String) throws {
        let hits = try Self.index().search(query)
        #expect(hits.first?.id == "methods/scene-did-enter-background")
        #expect(hits.first?.lang == "en")
    }

    @Test func findsTheObjectiveCNotificationName() throws {
        let hits = try Self.index().search("UIApplicationDidEnterBackgroundNotification")
        #expect(hits.first?.id == "methods/application-did-enter-background")
    }

    @Test func answersKoreanQueriesWithKoreanPages() throws {
        let hits = try Self.index().search("사용자 데이터를 저장하려면")
        #expect(hits.first?.id == "tasks/save-user-data")
        #expect(hits.first?.lang == "ko")
        #expect(hits.first?.snippet.contains("«") == true)
    }

    @Test func findsPagesByInitialConsonantsAndVariants() throws {
        let index = try Self.index()
        #expect(index.search("ㅅㅇㅈ ㄷㅇㅌ").first?.id == "tasks/save-user-data")
        #expect(index.search("빽그라운드").isEmpty == false)
    }

    @Test func countsAGlossaryWordsEnglishFormInAKoreanPagesMethodName() throws {
        // The Korean page never writes 포그라운드; its method's name, the same in both languages, says foreground.
        let files = [
            "Content/en/methods/application-will-enter-foreground.md": """
                ---
                kind: method
                title: applicationWillEnterForeground(_:)
                symbol: applicationWillEnterForeground(_:)
                ---
                UIKit calls this method just before the app's interface is shown again.
                """,
            "Content/ko/methods/application-will-enter-foreground.md": """
                ---
                kind: method
                title: applicationWillEnterForeground(_:)
                ---
                앱의 화면이 다시 보이기 직전에 UIKit이 이 메서드를 호출합니다.
                """,
            "Content/en/tasks/save-user-data.md": """
                ---
                kind: task
                title: Save user data
                ---
                Write unsaved changes to disk before the app leaves the foreground.
                """,
            "Content/ko/tasks/save-user-data.md": """
                ---
                kind: task
                title: 사용자 데이터 저장하기
                ---
                앱이 화면에서 물러나기 전에 저장하지 않은 변경 사항을 디스크에 씁니다.
                """,
            "Content/glossary.yml": """
                terms:
                  - id: foreground
                    en: foreground
                    ko: 포그라운드
                """,
        ]
        let index = try TestIndex.build(files)
        let hits = index.search("포그라운드로 돌아올 때")
        // The method comes first, in Korean; the task, whose English text has the word but whose
        // name does not, is still found through its English page only.
        #expect(hits.map { "\($0.lang)/\($0.id)" } == ["ko/methods/application-will-enter-foreground", "en/tasks/save-user-data"])
    }

    /// A glossary term of two words is found written as one (lifecycle, 생명주기), as writers
    /// often leave the space out; stemmed as one word, not as its parts (life → lif).
    @Test func findsATwoWordTermWrittenAsOne() throws {
        let files = [
            "Content/en/guides/managing.md": "---\nkind: article\ntitle: Managing the app's life cycle\n---\nEvery app moves through a life cycle of states.\n",
            "Content/ko/guides/managing.md": "---\nkind: article\ntitle: 앱 생명 주기 관리하기\n---\n모든 앱은 여러 상태로 이루어진 생명 주기를 거칩니다.\n",
            "Content/en/guides/other.md": "---\nkind: article\ntitle: Other events\n---\nMemory warnings and time changes.\n",
            "Content/ko/guides/other.md": "---\nkind: article\ntitle: 그 밖의 이벤트\n---\n메모리 경고와 시간 변경.\n",
            "Content/glossary.yml": "terms:\n  - id: life-cycle\n    en: life cycle\n    ko: 생명 주기\n",
        ]
        let index = try TestIndex.build(files)
        for query in ["lifecycle", "app lifecycle", "생명주기", "생명주기를 관리하려면"] {
            #expect(index.search(query).first?.id == "guides/managing", "\(query)")
        }
        #expect(index.search("생명주기").first?.lang == "ko")
    }

    /// A page's `keywords:` find it for words its text never uses, in its own language, and weigh
    /// less than a title: a page titled with the words still comes first.
    @Test func findsAPageByItsKeywords() throws {
        var files = Self.files
        files["Content/ko/tasks/save-user-data.md"] = """
            ---
            kind: task
            title: 사용자 데이터 저장하기
            keywords:
              - "입력하던 글 날아감"
              - "메모 유실"
            ---
            앱이 일시 중단되거나 종료되기 전에 저장하지 않은 변경 사항을 디스크에 씁니다.
            """
        files["Content/en/tasks/lost-notes.md"] = "---\nkind: task\ntitle: Recover lost notes\n---\nFind notes again.\n"
        files["Content/ko/tasks/lost-notes.md"] = "---\nkind: task\ntitle: 메모 유실 복구하기\n---\n잃어버린 메모를 다시 찾습니다.\n"
        let index = try TestIndex.build(files)
        #expect(Self.ids(index.search("글이 날아감")) == ["ko/tasks/save-user-data"])
        #expect(Self.ids(index.search("메모 유실")).prefix(2) == ["ko/tasks/lost-notes", "ko/tasks/save-user-data"])
        // The Korean page's keywords are not the English page's words.
        let korean = index.search("날아감", language: .en)
        #expect(!korean.isEmpty && korean.allSatisfy { $0.lang == "ko" })
    }

    static func ids(_ hits: [SearchHit]) -> [String] { hits.map { "\($0.lang)/\($0.id)" } }

    /// A snippet shows the words that matched, in the lead's later paragraphs too, not only in its
    /// first (the summary) and in the sections.
    @Test func showsMatchesInTheWholeLead() throws {
        var files = Self.files
        files["Content/ko/guides/relaunch.md"] = """
            ---
            kind: article
            title: 다시 실행하기
            ---
            시스템이 앱을 다시 띄우는 경우를 정리합니다.

            상태 복원은 사용자가 보던 화면을 되살립니다.

            ## 더 보기

            씬 세션이 복원될 때 호출되는 메서드를 살펴봅니다.
            """
        files["Content/en/guides/relaunch.md"] = "---\nkind: article\ntitle: Relaunching\n---\nWhen the system launches an app again.\n"
        let index = try TestIndex.build(files)
        let hit = try #require(index.search("상태 복원", language: .ko).first)
        #expect(hit.id == "guides/relaunch")
        #expect(hit.snippet.hasPrefix("시스템이 앱을 다시 띄우는 경우를 정리합니다. «상태» «복원은» 사용자가"), "\(hit.snippet)")
        #expect(hit.snippet.contains("씬 세션이"))
    }

    /// A Korean word the index knows whole is searched as that word: its initial consonants (상태:
    /// ㅅㅌ) neither find nor mark another word that shares them (선택), which its bigrams never did
    /// either. Consonants typed as such (ㅅㅌ) still find both.
    @Test func knownWordsInitialsMatchNothingElse() throws {
        var files = Self.files
        files["Content/ko/guides/choices.md"] = """
            ---
            kind: article
            title: 고르기
            ---
            사용자의 선택을 기억해 둡니다.
            """
        files["Content/en/guides/choices.md"] = "---\nkind: article\ntitle: Choices\n---\nRemember what the user chose.\n"
        files["Content/ko/guides/state.md"] = """
            ---
            kind: article
            title: 보관
            ---
            씬의 상태를 기억해 둡니다.
            """
        files["Content/en/guides/state.md"] = "---\nkind: article\ntitle: Keeping\n---\nRemember the scene's state.\n"
        let index = try TestIndex.build(files)
        let hits = index.search("상태 기억", language: .ko)
        #expect(!hits.contains { $0.id == "guides/choices" && $0.snippet.contains("«선택") }, "\(hits.map(\.snippet))")
        #expect(hits.first?.id == "guides/state")
        #expect(hits.first { $0.id == "guides/choices" }.map { $0.score < hits[0].score / 2 } ?? true)
        let typed = index.search("ㅅㅌ", language: .ko).map(\.id)
        #expect(typed.contains("guides/choices") && typed.contains("guides/state"), "\(typed)")
        // Typed after the word whose initials they are, the consonants are still searched.
        let after = index.search("상태 ㅅㅌ", language: .ko), before = index.search("ㅅㅌ 상태", language: .ko)
        #expect(after.map(\.id) == before.map(\.id) && after.map(\.score) == before.map(\.score), "\(after.map(\.id))")
        #expect(after.contains { $0.id == "guides/choices" })
    }

    /// A GitHub alert's `[!WARNING]` line is shown as the alert's title, so it is neither a page's
    /// words nor in its snippet; a quote that is no alert keeps its text as written.
    @Test func leavesAnAlertsMarkerOutOfThePagesText() throws {
        var files = Self.files
        files["Content/en/guides/termination.md"] = """
            ---
            kind: article
            title: How apps end
            ---
            > [!WARNING]
            > A suspended app hears nothing before it ends.

            > [!Caveat]
            > Quoted as written.
            """
        files["Content/ko/guides/termination.md"] = """
            ---
            kind: article
            title: 앱이 끝나는 방식
            ---
            > [!경고]
            > 일시 중단된 앱은 끝나기 전에 아무 호출도 받지 못합니다.

            > [!warning]
            > 정지된 앱은 종료 알림을 받지 않습니다.
            """
        let index = try TestIndex.build(files)
        let english = try #require(index.search("suspended app hears", language: .en).first)
        #expect(english.id == "guides/termination")
        #expect(!english.snippet.contains("[!WARNING]"))
        #expect(english.snippet.contains("[!Caveat]"))
        #expect(Self.ids(index.search("warning", language: .en)).allSatisfy { $0 != "en/guides/termination" })
        #expect(Self.ids(index.search("caveat", language: .en)).contains("en/guides/termination"))
        let korean = try #require(index.search("정지된 앱", language: .ko).first)
        #expect(korean.id == "guides/termination")
        #expect(!korean.snippet.contains("[!warning]"))
        // 경고 is not one of GitHub's kinds: the quote is no alert, and its first line is text.
        #expect(korean.snippet.contains("[!경고]"))
    }

    @Test func returnsOneHitPerPageInTheRequestedLanguage() throws {
        let hits = try Self.index().search("sceneDidEnterBackground", language: .ko)
        #expect(hits.first?.lang == "ko")
        #expect(Set(hits.map(\.id)).count == hits.count)
    }

    @Test func readsTheSameIndexBackFromTheSiteFiles() throws {
        let index = try Self.index()
        let files = try index.shardFiles()
        let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text) })
        let decoded = try SearchIndex.fromShards { byPath[$0] }
        #expect(decoded == index)
        #expect(decoded.search("save data") == index.search("save data"))
        #expect(try index.shardFiles().map(\.text) == Self.index().shardFiles().map(\.text))
        #expect(files.map(\.path).first == "search/d/0.js")
        #expect(byPath["search/manifest.js"]?.hasPrefix("lifedocSearch.receive(\"manifest\", {") == true)
        for (term, _) in index.terms {
            let shard = SearchIndex.shard(of: term, count: files.filter { $0.path.hasPrefix("search/t/") }.count)
            #expect(byPath["search/t/\(shard).js"]?.contains("\"\(term)\"") == true)
        }
    }

    @Test func readsOnlyTheFilesAQueryNeeds() throws {
        let index = try Self.index()
        let files = try index.shardFiles()
        let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text) })
        let total = files.reduce(0) { $0 + $1.text.utf8.count }
        for query in ["save data", "백그라운드로 갈 때", "sceneDidEnterBackgroud", "ㅂㄱㄹㅇㄷ", "nothing-matches-this"] {
            var reader = try SearchIndexReader { byPath[$0] }
            #expect(try reader.search(query, limit: 3) == index.search(query, limit: 3), "\(query)")
            #expect(reader.filesRead.first == "search/manifest.js")
            // The symbol vocabulary is read only for a name that may be misspelled.
            let misspelled = query == "sceneDidEnterBackgroud"
            #expect(reader.filesRead.contains("search/symbols.js") == misspelled, "\(query)")
            #expect(misspelled ? reader.bytesRead <= total : reader.bytesRead < total, "\(query)")
        }
    }

    @Test func refusesSearchFilesItCannotRead() throws {
        let files = try Self.index().shardFiles()
        var byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text) })
        byPath["search/manifest.js"] = byPath["search/manifest.js"]!.replacingOccurrences(
            of: "\"version\":\(SearchIndex.formatVersion)", with: "\"version\":1")
        #expect(throws: SearchIndex.ShardError.self) { try SearchIndexReader { byPath[$0] } }
        // A manifest of another version with other fields is named by its version, not called unreadable.
        byPath["search/manifest.js"] = byPath["search/manifest.js"]!.replacingOccurrences(of: "\"lexicon\":", with: "\"vocabulary\":")
        #expect(throws: SearchIndex.ShardError.unsupported(1)) { try SearchIndexReader { byPath[$0] } }
        #expect(throws: SearchIndex.ShardError.self) { try SearchIndexReader { _ in "alert(1)" } }
        #expect(throws: SearchIndex.ShardError.self) { try SearchIndexReader { _ in nil } }
        byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text) })
        for path in byPath.keys where path.hasPrefix("search/t/") {
            byPath[path] = "lifedocSearch.receive(\"\(path.dropFirst(7).dropLast(3))\", {\"w:x\":{\"idf\":1,\"postings\":\"***\"}});"
        }
        var reader = try SearchIndexReader { byPath[$0] }
        #expect(throws: SearchIndex.ShardError.self) { try reader.search("save data") }
    }

    @Test func hashesTermsLikeTheBrowser() {
        // FNV-1a 32-bit reference values: "" → 0x811c9dc5, "a" → 0xe40c292c.
        #expect(SearchIndex.shard(of: "", count: Int(UInt32.max)) == 0x811C_9DC5)
        #expect(SearchIndex.shard(of: "a", count: Int(UInt32.max)) == 0xE40C_292C)
        #expect(SearchIndex.shard(of: "w:백그라운드", count: 1) == 0)
    }
}
