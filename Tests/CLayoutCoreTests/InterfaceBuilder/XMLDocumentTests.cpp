// XMLDocumentTests.cpp — the import's XML reader (a private header of its target): the tree,
// attributes with entities and character references, character data and CDATA, comments before
// elements, places, and every error with its place. Expected values are read off the inputs.
#define CLAYOUT_TEST_MAIN
#include "TestSupport.h"
#include "XMLDocument.h"

using namespace clayout;
using namespace clayout::internal;

namespace {

/// The error of reading `text`, which must fail.
XMLError errorOf(const std::string& text) {
  XMLRead read = readXML(text);
  CHECK(!read.root);
  REQUIRE(read.error.has_value());
  return *read.error;
}

}  // namespace

TEST_CASE("a document: the tree, attributes in order, places of elements") {
  XMLRead read = readXML(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<document type='x' version=\"3.0\">\n"
      "  <objects>\n"
      "    <view id=\"a\"><rect key=\"frame\" x=\"1\"/></view>\n"
      "    <view id=\"b\"/>\n"
      "  </objects>\n"
      "</document>\n");
  REQUIRE(read.root);
  CHECK(!read.error);
  const XMLElement& document = *read.root;
  CHECK_EQUAL(document.name, std::string("document"));
  REQUIRE(document.attributes.size() == 2);
  CHECK_EQUAL(document.attributes[0].name, std::string("type"));
  CHECK_EQUAL(document.attributes[0].value, std::string("x"));
  CHECK(document.attribute("version") == std::string_view("3.0"));
  CHECK(!document.attribute("missing"));
  CHECK_EQUAL(document.line, 2u);
  CHECK_EQUAL(document.column, 1u);
  const XMLElement* objects = document.child("objects");
  REQUIRE(objects != nullptr);
  REQUIRE(objects->children.size() == 2);
  const XMLElement& a = objects->children[0];
  CHECK_EQUAL(a.line, 4u);
  CHECK_EQUAL(a.column, 5u);
  // `child` by name and key: the rect whose key is frame, none whose key is bounds.
  CHECK(a.child("rect", "frame") != nullptr);
  CHECK(a.child("rect", "bounds") == nullptr);
  CHECK(a.child("rect")->attribute("x") == std::string_view("1"));
  CHECK_EQUAL(objects->children[1].line, 5u);
}

TEST_CASE("entities, character references and white space in attribute values") {
  XMLRead read = readXML("<a t=\"&lt;&gt;&amp;&apos;&quot; &#65;&#x42;&#xe9;&#x1F600;\" n=\"x\ty\nz\"/>");
  REQUIRE(read.root);
  // é is U+00E9 (C3 A9 in UTF-8), U+1F600 F0 9F 98 80; tab and line feed become spaces.
  CHECK_EQUAL(std::string(*read.root->attribute("t")), std::string("<>&'\" AB\xC3\xA9\xF0\x9F\x98\x80"));
  CHECK_EQUAL(std::string(*read.root->attribute("n")), std::string("x y z"));
}

TEST_CASE("character data, CDATA, comments before an element, processing instructions, a DOCTYPE") {
  XMLRead read = readXML(
      "\xEF\xBB\xBF<!DOCTYPE doc [ <!ENTITY e \"x\"> ]>\n"
      "<!-- before the root -->\n"
      "<doc>text &amp; <![CDATA[<raw> & ]]>more<?pi data?>\n"
      "  <!--Settings View Controller-->\n"
      "  <scene/>\n"
      "  <!-- dropped -->text<other/>\n"
      "</doc>\n<!-- after -->\n");
  REQUIRE(read.root);
  const XMLElement& doc = *read.root;
  CHECK_EQUAL(doc.precedingComment, std::string("before the root"));
  CHECK(testing::containsText(doc.text, "text & <raw> & more"));
  REQUIRE(doc.children.size() == 2);
  CHECK_EQUAL(doc.children[0].precedingComment, std::string("Settings View Controller"));
  // A comment followed by text is still the last comment before the next element.
  CHECK_EQUAL(doc.children[1].precedingComment, std::string("dropped"));
}

TEST_CASE("errors: each with the place it was found and what was expected") {
  XMLError error = errorOf("<a>\n  <b>\n</a>");
  CHECK_EQUAL(error.line, 3u);
  CHECK_EQUAL(error.column, 1u);
  CHECK(testing::containsText(error.message, "</a> closes <b> (opened at 2:3)"));

  error = errorOf("<a x=\"1\" x=\"2\"/>");
  CHECK_EQUAL(error.column, 10u);
  CHECK(testing::containsText(error.message, "the attribute 'x' is written twice in <a>"));

  error = errorOf("<a>&nbsp;</a>");
  CHECK_EQUAL(error.column, 4u);
  CHECK(testing::containsText(error.message, "unknown entity '&nbsp;'"));

  error = errorOf("<a t=\"&#0;\"/>");
  CHECK(testing::containsText(error.message, "'&#0;' is not a character XML allows"));
  error = errorOf("<a t=\"&#xD800;\"/>");
  CHECK(testing::containsText(error.message, "is not a character XML allows"));
  error = errorOf("<a t=\"&#x110000;\"/>");
  CHECK(testing::containsText(error.message, "is not a character XML allows"));
  error = errorOf("<a t=\"a & b\"/>");
  CHECK(testing::containsText(error.message, "'&' that starts no reference"));

  error = errorOf("<a t=\"<\"/>");
  CHECK(testing::containsText(error.message, "'<' inside an attribute value"));
  error = errorOf("<a t=x/>");
  CHECK(testing::containsText(error.message, "expected a quoted value, found 'x'"));
  error = errorOf("<a t/>");
  CHECK(testing::containsText(error.message, "expected '=' after the attribute 't', found '/'"));
  error = errorOf("<a b=\"1\"c=\"2\"/>");
  CHECK(testing::containsText(error.message, "expected white space, '>' or '/>' in <a>, found 'c'"));

  error = errorOf("<a>");
  CHECK_EQUAL(error.line, 1u);
  CHECK(testing::containsText(error.message, "<a> opened here is not closed"));
  error = errorOf("<a");
  CHECK(testing::containsText(error.message, "the tag <a opened here is not closed"));
  error = errorOf("<a><!-- open");
  CHECK(testing::containsText(error.message, "the comment opened here is not closed"));
  error = errorOf("<a><!-- a -- b --></a>");
  CHECK(testing::containsText(error.message, "'--' inside a comment"));
  error = errorOf("<a><![CDATA[ open</a>");
  CHECK(testing::containsText(error.message, "the CDATA section opened here is not closed"));

  error = errorOf("");
  CHECK(testing::containsText(error.message, "the document has no root element"));
  error = errorOf("text");
  CHECK(testing::containsText(error.message, "expected the root element, found text"));
  error = errorOf("<a/><b/>");
  CHECK_EQUAL(error.column, 5u);
  CHECK(testing::containsText(error.message, "only comments and processing instructions may follow"));
  error = errorOf("< a/>");
  CHECK(testing::containsText(error.message, "expected an element name after '<', found ' '"));
}

TEST_CASE("nesting is bounded: maximumXMLDepth levels read, one more refused") {
  auto nested = [](std::uint32_t depth) {
    std::string text;
    for (std::uint32_t level = 0; level < depth; ++level) text += "<e>";
    for (std::uint32_t level = 0; level < depth; ++level) text += "</e>";
    return text;
  };
  CHECK(readXML(nested(maximumXMLDepth)).root != nullptr);
  XMLError error = errorOf(nested(maximumXMLDepth + 1));
  CHECK(testing::containsText(error.message, "elements nest deeper than 256 levels"));
  // The refused element is the first one too deep: at column 3 × 256 + 1.
  CHECK_EQUAL(error.column, 3u * maximumXMLDepth + 1);
}
