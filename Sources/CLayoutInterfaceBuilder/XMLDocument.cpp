// XMLDocument.cpp — the XML reader: a recursive descent over the bytes, one function per
// production of XML 1.0 that Interface Builder files use, stopping at the first error.
#include "XMLDocument.h"

#include <algorithm>
#include <cstring>

namespace clayout::internal {

std::optional<std::string_view> XMLElement::attribute(std::string_view attributeName) const noexcept {
  for (const XMLAttribute& each : attributes) {
    if (each.name == attributeName) return std::string_view(each.value);
  }
  return std::nullopt;
}

const XMLElement* XMLElement::child(std::string_view childName, std::string_view key) const noexcept {
  for (const XMLElement& each : children) {
    if (each.name != childName) continue;
    if (key.empty() || each.attribute("key") == key) return &each;
  }
  return nullptr;
}

namespace {

/// Whether `c` is XML's white space.
bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

/// Whether `c` may be part of a name. XML's names are wider (any letter of Unicode); bytes of
/// multi-byte UTF-8 sequences are taken as name characters, which accepts every such name and
/// a few that XML would not, harmlessly.
bool isNameCharacter(char c) {
  auto byte = static_cast<unsigned char>(c);
  return (byte >= 'a' && byte <= 'z') || (byte >= 'A' && byte <= 'Z') || (byte >= '0' && byte <= '9') ||
         byte == '_' || byte == ':' || byte == '-' || byte == '.' || byte >= 0x80;
}

bool isNameStart(char c) { return isNameCharacter(c) && !(c >= '0' && c <= '9') && c != '-' && c != '.'; }

/// Appends the UTF-8 encoding of `code`, a code point XML allows.
void appendUTF8(std::string& out, std::uint32_t code) {
  if (code < 0x80) {
    out += static_cast<char>(code);
  } else if (code < 0x800) {
    out += static_cast<char>(0xC0 | (code >> 6));
    out += static_cast<char>(0x80 | (code & 0x3F));
  } else if (code < 0x10000) {
    out += static_cast<char>(0xE0 | (code >> 12));
    out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (code >> 18));
    out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code & 0x3F));
  }
}

/// Whether XML 1.0 allows the character `code` in a document (§2.2).
bool isXMLCharacter(std::uint32_t code) {
  return code == 0x9 || code == 0xA || code == 0xD || (code >= 0x20 && code <= 0xD7FF) ||
         (code >= 0xE000 && code <= 0xFFFD) || (code >= 0x10000 && code <= 0x10FFFF);
}

/// The reader's state: the text and a cursor into it. Each parse function's contract: called at
/// the first byte of its production; on success returns true with the cursor past it; on failure
/// records the error (the first one only) and returns false, the cursor anywhere.
class Reader {
 public:
  explicit Reader(std::string_view text) : text_(text) {
    lineStarts_.push_back(0);
    for (std::size_t index = 0; index < text_.size(); ++index) {
      if (text_[index] == '\n') lineStarts_.push_back(index + 1);
    }
  }

  XMLRead read() {
    XMLRead result;
    if (text_.substr(0, 3) == "\xEF\xBB\xBF") position_ = 3;
    if (!miscellany(true)) {
      result.error = error_;
      return result;
    }
    if (atEnd() || peek() != '<') {
      fail(atEnd() ? "the document has no root element" : "expected the root element, found text");
      result.error = error_;
      return result;
    }
    auto root = std::make_unique<XMLElement>();
    std::string comment = std::move(pendingComment_);
    if (!element(*root, 1)) {
      result.error = error_;
      return result;
    }
    root->precedingComment = std::move(comment);
    if (!miscellany(false)) {
      result.error = error_;
      return result;
    }
    if (!atEnd()) {
      fail("only comments and processing instructions may follow the root element");
      result.error = error_;
      return result;
    }
    result.root = std::move(root);
    return result;
  }

 private:
  std::string_view text_;
  std::size_t position_ = 0;
  std::vector<std::size_t> lineStarts_;
  XMLError error_;
  bool failed_ = false;
  /// The last comment read since the previous element, for the next element's
  /// `precedingComment`.
  std::string pendingComment_;

  bool atEnd() const { return position_ >= text_.size(); }
  char peek() const { return text_[position_]; }
  bool startsWith(std::string_view prefix) const { return text_.substr(position_, prefix.size()) == prefix; }

  void place(std::size_t offset, std::uint32_t& line, std::uint32_t& column) const {
    auto after = std::upper_bound(lineStarts_.begin(), lineStarts_.end(), offset);
    auto index = static_cast<std::size_t>(after - lineStarts_.begin()) - 1;
    line = static_cast<std::uint32_t>(index + 1);
    column = static_cast<std::uint32_t>(offset - lineStarts_[index] + 1);
  }

  bool failAt(std::size_t offset, std::string message) {
    if (!failed_) {
      failed_ = true;
      place(std::min(offset, text_.size()), error_.line, error_.column);
      error_.message = std::move(message);
    }
    return false;
  }
  bool fail(std::string message) { return failAt(position_, std::move(message)); }

  /// What is at the cursor, quoted for a message.
  std::string found() const {
    if (atEnd()) return "the end of the file";
    char c = peek();
    if (static_cast<unsigned char>(c) < 0x20) return "a control character";
    return "'" + std::string(1, c) + "'";
  }

  void skipSpace() {
    while (!atEnd() && isSpace(peek())) ++position_;
  }

  /// Comments, processing instructions, white space and (before the root only) one DOCTYPE.
  bool miscellany(bool beforeRoot) {
    bool doctypeSeen = false;
    while (true) {
      skipSpace();
      if (startsWith("<!--")) {
        if (!comment()) return false;
      } else if (startsWith("<?")) {
        if (!processingInstruction()) return false;
      } else if (beforeRoot && !doctypeSeen && startsWith("<!DOCTYPE")) {
        doctypeSeen = true;
        if (!doctype()) return false;
      } else {
        return true;
      }
    }
  }

  bool comment() {
    std::size_t start = position_;
    position_ += 4;
    std::size_t end = text_.find("--", position_);
    if (end == std::string_view::npos) return failAt(start, "the comment opened here is not closed ('-->')");
    if (end + 2 >= text_.size() || text_[end + 2] != '>')
      return failAt(end, "'--' inside a comment (a comment ends with '-->')");
    std::string_view body = text_.substr(position_, end - position_);
    std::size_t first = body.find_first_not_of(" \t\r\n");
    std::size_t last = body.find_last_not_of(" \t\r\n");
    pendingComment_ =
        first == std::string_view::npos ? "" : std::string(body.substr(first, last - first + 1));
    position_ = end + 3;
    return true;
  }

  bool processingInstruction() {
    std::size_t start = position_;
    std::size_t end = text_.find("?>", position_ + 2);
    if (end == std::string_view::npos)
      return failAt(start, "the processing instruction opened here is not closed ('?>')");
    position_ = end + 2;
    return true;
  }

  /// `<!DOCTYPE …>`, an internal subset in brackets included (its declarations are not read:
  /// an entity it declares is unknown where used).
  bool doctype() {
    std::size_t start = position_;
    position_ += 9;
    int brackets = 0;
    while (!atEnd()) {
      char c = peek();
      if (c == '"' || c == '\'') {
        std::size_t close = text_.find(c, position_ + 1);
        if (close == std::string_view::npos) break;
        position_ = close + 1;
        continue;
      }
      if (c == '[') ++brackets;
      if (c == ']') --brackets;
      ++position_;
      if (c == '>' && brackets <= 0) return true;
    }
    return failAt(start, "the DOCTYPE opened here is not closed ('>')");
  }

  bool name(std::string& out, const char* what) {
    if (atEnd() || !isNameStart(peek())) return fail(std::string("expected ") + what + ", found " + found());
    std::size_t start = position_;
    while (!atEnd() && isNameCharacter(peek())) ++position_;
    out.assign(text_.substr(start, position_ - start));
    return true;
  }

  /// `&…;` at the cursor, appended to `out` as the character(s) it stands for.
  bool reference(std::string& out) {
    std::size_t start = position_;
    std::size_t end = text_.find(';', position_);
    // A reference is short: a missing ';' nearby is an unescaped '&'.
    if (end == std::string_view::npos || end - start > 12)
      return failAt(start, "'&' that starts no reference (write '&amp;' for an ampersand)");
    std::string_view body = text_.substr(start + 1, end - start - 1);
    position_ = end + 1;
    if (body == "lt") return out += '<', true;
    if (body == "gt") return out += '>', true;
    if (body == "amp") return out += '&', true;
    if (body == "apos") return out += '\'', true;
    if (body == "quot") return out += '"', true;
    if (body.size() >= 2 && body[0] == '#') {
      bool hexadecimal = body[1] == 'x';
      std::string_view digits = body.substr(hexadecimal ? 2 : 1);
      std::uint32_t code = 0;
      bool valid = !digits.empty();
      for (char digit : digits) {
        std::uint32_t value = 0;
        if (digit >= '0' && digit <= '9') {
          value = static_cast<std::uint32_t>(digit - '0');
        } else if (hexadecimal && digit >= 'a' && digit <= 'f') {
          value = static_cast<std::uint32_t>(digit - 'a' + 10);
        } else if (hexadecimal && digit >= 'A' && digit <= 'F') {
          value = static_cast<std::uint32_t>(digit - 'A' + 10);
        } else {
          valid = false;
          break;
        }
        code = code * (hexadecimal ? 16 : 10) + value;
        if (code > 0x10FFFF) {
          valid = false;
          break;
        }
      }
      if (!valid || !isXMLCharacter(code))
        return failAt(start, "'&" + std::string(body) + ";' is not a character XML allows");
      appendUTF8(out, code);
      return true;
    }
    return failAt(start,
                  "unknown entity '&" + std::string(body) + ";' (XML knows &lt; &gt; &amp; &apos; &quot;)");
  }

  bool attributeValue(std::string& out) {
    if (atEnd() || (peek() != '"' && peek() != '\''))
      return fail("expected a quoted value, found " + found());
    char quote = peek();
    std::size_t start = position_;
    ++position_;
    while (true) {
      if (atEnd()) return failAt(start, "the value opened here is not closed");
      char c = peek();
      if (c == quote) break;
      if (c == '<') return fail("'<' inside an attribute value (write '&lt;')");
      if (c == '&') {
        if (!reference(out)) return false;
        continue;
      }
      out += isSpace(c) ? ' ' : c;
      ++position_;
    }
    ++position_;
    return true;
  }

  /// An element, its start tag at the cursor, at nesting `depth` (1 for the root).
  bool element(XMLElement& element, std::uint32_t depth) {
    std::size_t start = position_;
    place(start, element.line, element.column);
    if (depth > maximumXMLDepth)
      return fail("elements nest deeper than " + std::to_string(maximumXMLDepth) + " levels");
    ++position_;
    if (!name(element.name, "an element name after '<'")) return false;
    // The attributes, then '>' or '/>'.
    while (true) {
      bool spaced = !atEnd() && isSpace(peek());
      skipSpace();
      if (atEnd()) return failAt(start, "the tag <" + element.name + " opened here is not closed");
      if (startsWith("/>")) {
        position_ += 2;
        return true;
      }
      if (peek() == '>') {
        ++position_;
        break;
      }
      if (!spaced)
        return fail("expected white space, '>' or '/>' in <" + element.name + ">, found " + found());
      XMLAttribute attribute;
      std::size_t attributeStart = position_;
      if (!name(attribute.name, "an attribute name")) return false;
      for (const XMLAttribute& earlier : element.attributes) {
        if (earlier.name == attribute.name)
          return failAt(attributeStart,
                        "the attribute '" + attribute.name + "' is written twice in <" + element.name + ">");
      }
      skipSpace();
      if (atEnd() || peek() != '=')
        return fail("expected '=' after the attribute '" + attribute.name + "', found " + found());
      ++position_;
      skipSpace();
      if (!attributeValue(attribute.value)) return false;
      element.attributes.push_back(std::move(attribute));
    }
    return content(element, depth, start);
  }

  /// The content of `element` (after its start tag) and its end tag.
  bool content(XMLElement& element, std::uint32_t depth, std::size_t start) {
    pendingComment_.clear();
    while (true) {
      if (atEnd()) return failAt(start, "<" + element.name + "> opened here is not closed");
      char c = peek();
      if (c == '&') {
        if (!reference(element.text)) return false;
      } else if (c != '<') {
        element.text += c;
        ++position_;
      } else if (startsWith("</")) {
        std::size_t endStart = position_;
        position_ += 2;
        std::string endName;
        if (!name(endName, "an element name after '</'")) return false;
        skipSpace();
        if (atEnd() || peek() != '>') return fail("expected '>' to end </" + endName + ">, found " + found());
        ++position_;
        if (endName != element.name) {
          return failAt(endStart, "</" + endName + "> closes <" + element.name + "> (opened at " +
                                      std::to_string(element.line) + ":" + std::to_string(element.column) +
                                      ")");
        }
        pendingComment_.clear();
        return true;
      } else if (startsWith("<!--")) {
        if (!comment()) return false;
      } else if (startsWith("<![CDATA[")) {
        std::size_t end = text_.find("]]>", position_ + 9);
        if (end == std::string_view::npos) return fail("the CDATA section opened here is not closed (']]>')");
        element.text.append(text_.substr(position_ + 9, end - position_ - 9));
        position_ = end + 3;
      } else if (startsWith("<?")) {
        if (!processingInstruction()) return false;
      } else if (startsWith("<!")) {
        return fail("'<!' that starts no comment or CDATA section");
      } else {
        std::string comment = std::move(pendingComment_);
        pendingComment_.clear();
        element.children.emplace_back();
        if (!this->element(element.children.back(), depth + 1)) return false;
        element.children.back().precedingComment = std::move(comment);
        pendingComment_.clear();
      }
    }
  }
};

}  // namespace

XMLRead readXML(std::string_view text) noexcept { return Reader(text).read(); }

}  // namespace clayout::internal
