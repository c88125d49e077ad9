# UNTESTED: insetlab's CI runs on Linux, without Homebrew or macOS. A formula for a tap
# (`brew tap OWNER/tap && brew install --HEAD insetlab`); replace OWNER and add a `url` and
# `sha256` for a release tarball once there is one.
class Insetlab < Formula
  desc "Predict UIKit layout (frames, safe areas, scroll-view insets) from YAML scene files"
  homepage "https://github.com/OWNER/insetlab"
  head "https://github.com/OWNER/insetlab.git", branch: "main"

  depends_on "pkg-config" => :build
  depends_on xcode: ["16.0", :build]
  depends_on "libyaml"
  depends_on :macos

  def install
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "insetlab"
    bin.install ".build/release/insetlab"
    generate_completions_from_executable(bin/"insetlab", "--generate-completion-script")
  end

  test do
    system bin/"insetlab", "init"
    assert_match "1 passed, 0 failed", shell_output("#{bin}/insetlab check")
  end
end
