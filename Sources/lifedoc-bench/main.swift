// lifedoc-bench: the benchmark tools behind `make bench` (corpus generator, search benchmark).
package import LifedocCLI

BenchMain.run(Array(CommandLine.arguments.dropFirst()))
