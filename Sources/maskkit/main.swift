import MaskKitCLI

MaskKitCommand.main()
