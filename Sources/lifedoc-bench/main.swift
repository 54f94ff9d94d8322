// lifedoc-bench: the benchmark tools behind `make bench` (corpus generator, search benchmark).
import LifedocCLI

BenchMain.run(Array(CommandLine.arguments.dropFirst()))
