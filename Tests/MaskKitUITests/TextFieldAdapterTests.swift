import MaskKitUI
import Testing

@Test func adapterModuleLinks() {
  #expect(String(describing: TextFieldAdapter.self) == "TextFieldAdapter")
}
