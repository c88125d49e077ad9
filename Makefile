# insetlab's build, release and install targets (what SwiftLint and XcodeGen users expect).
#
#   make                      # the same as make release
#   make release              # .build/dist/insetlab: self-contained (scripts/release.sh)
#   make install PREFIX=~/.local   # copy it to PREFIX/bin, with shell completions
#   make uninstall PREFIX=~/.local
#   make test                 # swift test, then insetlab check on the shipped scenes

PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
SHAREDIR = $(DESTDIR)$(PREFIX)/share
DIST = .build/dist
BINARY = $(DIST)/insetlab

.PHONY: all release install uninstall test clean

all: release

release:
	scripts/release.sh $(DIST)

$(BINARY):
	scripts/release.sh $(DIST)

install: $(BINARY)
	install -d "$(BINDIR)"
	install -m 755 "$(BINARY)" "$(BINDIR)/insetlab"
	install -d "$(SHAREDIR)/bash-completion/completions" "$(SHAREDIR)/zsh/site-functions" "$(SHAREDIR)/fish/vendor_completions.d"
	"$(BINARY)" --generate-completion-script bash > "$(SHAREDIR)/bash-completion/completions/insetlab"
	"$(BINARY)" --generate-completion-script zsh > "$(SHAREDIR)/zsh/site-functions/_insetlab"
	"$(BINARY)" --generate-completion-script fish > "$(SHAREDIR)/fish/vendor_completions.d/insetlab.fish"

uninstall:
	rm -f "$(BINDIR)/insetlab" "$(SHAREDIR)/bash-completion/completions/insetlab" \
		"$(SHAREDIR)/zsh/site-functions/_insetlab" "$(SHAREDIR)/fish/vendor_completions.d/insetlab.fish"

test:
	swift test
	swift run insetlab check scenes

clean:
	rm -rf $(DIST)
