// lifedoc-bench: the benchmark tools behind `make bench` (corpus generator, search benchmark,
// template floor); none of it is linked into `lifedoc`.
BenchTool.main()
