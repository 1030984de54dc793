// XMLDocument.h — a small XML reader of our own, for Interface Builder files: elements, attributes,
// character data and comments with their lines and columns.
//
// Why our own: the importer is C++ with the standard library only, so that it is reachable from
// C++ hosts and Swift alike and fuzzed with the other harnesses; FoundationXML (libxml2) is
// Swift's, and a dependency the C++ core does not have. IB files use a small part of XML 1.0:
// this reader takes all of its well-formed syntax except what an internal DTD subset declares.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace clayout::internal {

/// One attribute, its value with entities and character references replaced and white space
/// normalized as XML 1.0 §3.3.3 says (each tab, carriage return or line feed becomes a space).
struct XMLAttribute {
  std::string name;
  std::string value;
};

/// One element: its name, attributes in the order written, child elements in order, the
/// character data directly inside it (CDATA included, entities replaced), and the text of the
/// last comment written among its preceding siblings since the previous element (Interface
/// Builder writes a scene's title there).
///
/// Invariant: `line` and `column` (1-based; columns count bytes) are where its `<` is.
struct XMLElement {
  std::string name;
  std::vector<XMLAttribute> attributes;
  std::vector<XMLElement> children;
  std::string text;
  std::string precedingComment;
  std::uint32_t line = 1;
  std::uint32_t column = 1;

  /// The value of the attribute `attributeName`, or nullopt when it is not written.
  std::optional<std::string_view> attribute(std::string_view attributeName) const noexcept;
  /// The first child called `childName` whose `key` attribute is `key` (any key when `key` is
  /// empty), or null.
  const XMLElement* child(std::string_view childName, std::string_view key = {}) const noexcept;
};

/// Where reading stopped, and why.
struct XMLError {
  std::uint32_t line = 1;
  std::uint32_t column = 1;
  std::string message;
};

/// A document's root element, or the first error that stopped reading.
struct XMLRead {
  std::unique_ptr<XMLElement> root;
  std::optional<XMLError> error;
};

/// The deepest element nesting read; deeper is an error (a bound on the reader's recursion, far
/// above what Interface Builder writes).
inline constexpr std::uint32_t maximumXMLDepth = 256;

/// Reads `text` as an XML document: an optional UTF-8 byte-order mark, declaration, comments,
/// processing instructions and a DOCTYPE (skipped, internal subset included), one root element,
/// then only comments, processing instructions and white space. Entities: the five predefined
/// ones and character references (decimal and hexadecimal) to any character XML allows.
///
/// Never throws, never crashes, whatever the bytes; on the first well-formedness error the
/// result has no root and the error's place and message (`expected '>' after the attributes of
/// <view>`, `</label> closes <view> (opened at 12:9)`, `unknown entity '&nbsp;'`).
XMLRead readXML(std::string_view text) noexcept;

}  // namespace clayout::internal
