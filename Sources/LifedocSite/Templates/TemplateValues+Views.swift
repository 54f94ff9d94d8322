/// Each view as the dictionary Mustache reads: written out per view, so a render reflects on
/// nothing. A nil optional is a missing key, which Mustache treats as it treats nil.

extension LayoutView: TemplateConvertible {
    var templateValue: [String: Any] {
        TemplateValues.fields([
            "lang": lang,
            "title": title,
            "description": description,
            "root": root,
            "home": home,
            "dashboard": dashboard,
            "search": search,
            "canonical": canonical,
            "alternates": alternates.map(\.templateValue),
            "languageSwitch": languageSwitch?.templateValue,
            "otherLanguageName": otherLanguageName,
            "pageID": pageID,
            "breadcrumbs": breadcrumbs.map(\.templateValue),
            "hasBreadcrumbs": !breadcrumbs.isEmpty,
            "pager": pager?.templateValue,
            "editURL": editURL,
            "keywords": keywords,
        ])
    }
}

extension Crumb: TemplateConvertible {
    var templateValue: [String: Any] {
        TemplateValues.fields(["title": title, "href": href])
    }
}

extension Pager: TemplateConvertible {
    var templateValue: [String: Any] {
        TemplateValues.fields(["previous": previous?.templateValue, "next": next?.templateValue])
    }
}

extension AlternateLink: TemplateConvertible {
    var templateValue: [String: Any] {
        TemplateValues.fields([
            "hreflang": hreflang,
            "href": href,
        ])
    }
}

extension LanguageSwitch: TemplateConvertible {
    var templateValue: [String: Any] {
        TemplateValues.fields([
            "href": href,
            "hreflang": hreflang,
            "label": label,
        ])
    }
}

extension LinkItem: TemplateConvertible {
    var templateValue: [String: Any] {
        TemplateValues.fields([
            "href": href,
            "title": title,
            "code": code,
            "note": note,
            "hreflang": hreflang,
            "badge": badge,
        ])
    }
}

extension LinkGroup: TemplateConvertible {
    var templateValue: [String: Any] {
        TemplateValues.fields([
            "title": title,
            "id": id,
            "items": items.map(\.templateValue),
        ])
    }
}

extension PageView: TemplateConvertible {
    var templateValue: [String: Any] {
        TemplateValues.fields([
            "layout": layout.templateValue,
            "s": s,
            "kindLabel": kindLabel,
            "title": title,
            "titleIsCode": titleIsCode,
            "lead": lead,
            "sections": sections.map(\.templateValue),
            "toc": toc.map(\.templateValue),
            "hasTOC": hasTOC,
            "facts": facts.map(\.templateValue),
            "hasFacts": hasFacts,
            "declaration": declaration,
            "diagram": diagram?.templateValue,
            "relations": relations.map(\.templateValue),
            "mentionedIn": mentionedIn.map(\.templateValue),
            "hasMentions": hasMentions,
            "stale": stale?.templateValue,
            "compare": compare,
        ])
    }
}

extension SectionView: TemplateConvertible {
    var templateValue: [String: Any] {
        TemplateValues.fields([
            "id": id,
            "heading": heading,
            "body": body,
        ])
    }
}

extension TOCItem: TemplateConvertible {
    var templateValue: [String: Any] {
        TemplateValues.fields([
            "id": id,
            "title": title,
        ])
    }
}

extension FactView: TemplateConvertible {
    var templateValue: [String: Any] {
        TemplateValues.fields([
            "label": label,
            "text": text,
            "code": code,
            "links": links.map(\.templateValue),
            "isNotice": isNotice,
        ])
    }
}

extension DiagramView: TemplateConvertible {
    var templateValue: [String: Any] {
        TemplateValues.fields([
            "title": title,
            "svg": svg,
            "narrow": narrow,
            "href": href,
        ])
    }
}

extension StaleBanner: TemplateConvertible {
    var templateValue: [String: Any] {
        TemplateValues.fields([
            "sourceHref": sourceHref,
            "sourceLanguage": sourceLanguage,
            "sourceHreflang": sourceHreflang,
            "sections": sections,
            "hasSections": hasSections,
        ])
    }
}

extension HomeView: TemplateConvertible {
    var templateValue: [String: Any] {
        TemplateValues.fields([
            "layout": layout.templateValue,
            "s": s,
            "diagrams": diagrams.map(\.templateValue),
            "states": states.map(\.templateValue),
            "methods": methods.map(\.templateValue),
            "tasks": tasks.map(\.templateValue),
            "guides": guides.map(\.templateValue),
        ])
    }
}

extension CompareView: TemplateConvertible {
    var templateValue: [String: Any] {
        TemplateValues.fields([
            "layout": layout.templateValue,
            "s": s,
            "title": title,
            "left": left.templateValue,
            "right": right.templateValue,
            "rows": rows.map(\.templateValue),
        ])
    }
}

extension CompareColumn: TemplateConvertible {
    var templateValue: [String: Any] {
        TemplateValues.fields([
            "lang": lang,
            "name": name,
            "href": href,
            "title": title,
        ])
    }
}

extension CompareRow: TemplateConvertible {
    var templateValue: [String: Any] {
        TemplateValues.fields([
            "id": id,
            "left": left?.templateValue,
            "right": right?.templateValue,
        ])
    }
}

extension CompareCell: TemplateConvertible {
    var templateValue: [String: Any] {
        TemplateValues.fields([
            "lang": lang,
            "heading": heading,
            "body": body,
        ])
    }
}

extension DashboardView: TemplateConvertible {
    var templateValue: [String: Any] {
        TemplateValues.fields([
            "layout": layout.templateValue,
            "s": s,
            "coverage": coverage.map(\.templateValue),
            "pages": pages.map(\.templateValue),
            "staleCount": staleCount,
            "missingCount": missingCount,
            "pageCount": pageCount,
        ])
    }
}

extension CoverageRowView: TemplateConvertible {
    var templateValue: [String: Any] {
        TemplateValues.fields([
            "kind": kind,
            "cells": cells.map(\.templateValue),
        ])
    }
}

extension CoverageCell: TemplateConvertible {
    var templateValue: [String: Any] {
        TemplateValues.fields([
            "lang": lang,
            "described": described,
            "total": total,
            "percent": percent,
            "complete": complete,
        ])
    }
}

extension PageStatusView: TemplateConvertible {
    var templateValue: [String: Any] {
        TemplateValues.fields([
            "title": title,
            "href": href,
            "titleIsCode": titleIsCode,
            "kind": kind,
            "cells": cells.map(\.templateValue),
            "compare": compare,
        ])
    }
}

extension StatusCell: TemplateConvertible {
    var templateValue: [String: Any] {
        TemplateValues.fields([
            "lang": lang,
            "status": status,
            "label": label,
            "detail": detail,
            "href": href,
        ])
    }
}

extension NotFoundView: TemplateConvertible {
    var templateValue: [String: Any] {
        TemplateValues.fields([
            "en": en,
            "ko": ko,
            "base": base,
        ])
    }
}

extension RootView: TemplateConvertible {
    var templateValue: [String: Any] {
        TemplateValues.fields([
            "en": en,
            "ko": ko,
        ])
    }
}

extension SitemapView: TemplateConvertible {
    var templateValue: [String: Any] {
        TemplateValues.fields([
            "urls": urls.map(\.templateValue),
        ])
    }
}

extension SitemapURL: TemplateConvertible {
    var templateValue: [String: Any] {
        TemplateValues.fields([
            "loc": loc,
            "alternates": alternates.map(\.templateValue),
        ])
    }
}

extension SearchPageView: TemplateConvertible {
    var templateValue: [String: Any] {
        TemplateValues.fields([
            "layout": layout.templateValue,
            "s": s,
        ])
    }
}
