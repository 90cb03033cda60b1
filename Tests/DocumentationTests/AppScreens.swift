// swift-format-ignore-file
// A code block of Sources/HeadlessReactor/HeadlessReactor.docc/SharedState.md,
// verbatim: DocumentationBlocksTests checks that it stays so.

import HeadlessReactor

struct AppScreens {
  let settings: SettingsReactor
  let inbox: MailboxReactor
}

func makeScreens() -> AppScreens {
  let settings = Shared(AppSettings())
  return AppScreens(
    settings: SettingsReactor(settings: settings),
    inbox: MailboxReactor(settings: settings))
}
