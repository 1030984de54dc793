/// `text` with `&`, `<`, `>`, `"` and `'` written as character references (`&#39;` for the
/// apostrophe, which HTML and XML both read): safe as an element's text and as a quoted
/// attribute's value, in the HTML page and in the SVG alike.
func escapedMarkup(_ text: String) -> String {
  var escaped = ""
  for character in text {
    switch character {
    case "&": escaped += "&amp;"
    case "<": escaped += "&lt;"
    case ">": escaped += "&gt;"
    case "\"": escaped += "&quot;"
    case "'": escaped += "&#39;"
    default: escaped.append(character)
    }
  }
  return escaped
}
