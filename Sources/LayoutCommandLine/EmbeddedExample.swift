/// The layout `clayout` shows when no file is given: a profile header (avatar, name, handle,
/// follow button, bio, a row of three stats), a realistic screen written as a layout file.
public enum EmbeddedExample {
  /// The name it goes by in messages and the name of the copy `clayout` writes.
  public static let fileName = "profile.layout"

  /// The file's text (docs/layout-file.md).
  public static let text = """
    clayout 1
    # clayout's embedded example: a profile header. Run `clayout` to see it, left to right and
    # right to left; copy it (`clayout` writes it next to the pictures) and edit it.
    gap = 8
    inset = 16
    size: width 375, height 244
    safeAreaInsets: top 20

    view header {
      view avatar { intrinsicContentSize: width 64, height 64 }
      # On a narrow screen the button gives way first (740, down to 44 wide), then the name and the
      # handle (749), never the avatar (750).
      view name { intrinsicContentSize: width 140, height 22; compressionResistance: horizontal 749 }
      view handle { intrinsicContentSize: width 96, height 18; compressionResistance: horizontal 749 }
      view follow { intrinsicContentSize: width 88, height 32; compressionResistance: horizontal 740 }
      # A text item: measured by the reference monospaced font (8 points a character, 20 a line),
      # so its height follows its width; drawn in the SVG and HTML outputs.
      view bio { text: "Lays out screens with constraints. Writes about Auto Layout." }
      view posts { intrinsicContentSize: height 44 }
      view followers
      view following

      H:|-inset-[avatar]-12-[name]-(>=gap)-[follow(>=44)]-inset-|
      V:|-inset-[avatar]-12-[bio]-12-[posts]-inset-|
      H:|-inset-[bio]-inset-|
      H:|-inset-[posts]-gap-[followers(==posts)]-gap-[following(==posts)]-inset-| align: top, align: bottom
      name.top == avatar.top + 8
      handle.leading == name.leading
      handle.top == name.bottom + 4
      handle.trailing <= follow.leading - gap
      follow.centerY == avatar.centerY
    }
    H:|[header]|
    header.top == root.safeAreaLayoutGuide.top
    """
}
