import LiveryHTML

/// The gallery's sample text in another form (`GallerySelection.SampleContent`): what a
/// component looks like with a long title, or in Arabic (on a right-to-left screen with
/// `layoutDirection=rightToLeft`).
enum SampleText {
  /// Rewrites every text in `element`'s tree (before the component is styled, so what styles
  /// do to text applies to the new one). Text without letters (a count, a chevron) stays.
  static func rewrite(_ element: HTMLElement, as content: GallerySelection.SampleContent) {
    guard content != .standard else { return }
    if let text = element.text, text.contains(where: \.isLetter) {
      element.text = content == .long ? long(text) : arabic(text)
    }
    for child in element.children { rewrite(child, as: content) }
  }

  /// The text with a long tail, as a translation or a real name makes it.
  static func long(_ text: String) -> String {
    text + " with a much longer text than the design expected, as translations make it"
  }

  /// The components' sample words in Arabic; a word and a number keep the number (`Row 2`).
  static func arabic(_ text: String) -> String {
    if let word = arabicWords[text] { return word }
    let parts = text.split(separator: " ")
    if parts.count == 2, let word = arabicWords[String(parts[0])], Int(parts[1]) != nil {
      return word + " " + parts[1]
    }
    return "نص تجريبي"
  }

  private static let arabicWords: [String: String] = [
    "View": "عرض", "Label": "تسمية", "Button": "زر", "Text field": "حقل نص", "Title": "العنوان",
    "Detail": "التفاصيل", "Section": "القسم", "Row": "الصف", "Line": "السطر", "Setting": "الإعداد",
    "Folder": "مجلد", "items": "عناصر", "Edit": "تعديل", "Share": "مشاركة", "Add": "إضافة",
    "Delete": "حذف", "Search": "بحث", "Loading…": "جارٍ التحميل…", "First": "الأول",
    "Second": "الثاني", "Third": "الثالث", "Favorites": "المفضلة", "Recents": "الأخيرة",
    "Contacts": "جهات الاتصال", "Done": "تم", "Back": "رجوع", "Home": "الرئيسية",
    "Profile": "الملف الشخصي", "All": "الكل", "Recent": "الأحدث",
  ]
}
