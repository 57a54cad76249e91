import TrellisCLI

TrellisCommand.main()
