// lifedoc: the command-line compiler of the bilingual UIKit life-cycle knowledge base.
// All logic lives in the library modules; this file only hands over the arguments.
import LifedocCLI

LifedocMain.run(Array(CommandLine.arguments.dropFirst()))
