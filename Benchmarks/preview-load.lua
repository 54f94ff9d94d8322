-- wrk script for the preview under load (Benchmarks/preview.py): every answer must be a 200 and
-- the whole page of one version, the old or the new: exactly one version marker, and the page's end.
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  checked, mixed, bad = 0, 0, 0
end

function response(status, headers, body)
  checked = checked + 1
  if status ~= 200 then
    bad = bad + 1
    return
  end
  local markers = 0
  for _ in string.gmatch(body, "versionmarker%d+x") do markers = markers + 1 end
  if markers ~= 1 or not string.find(body, "</html>%s*$") then mixed = mixed + 1 end
end

function done(summary, latency, requests)
  local total, neither, notok = 0, 0, 0
  for _, thread in ipairs(threads) do
    total = total + thread:get("checked")
    neither = neither + thread:get("mixed")
    notok = notok + thread:get("bad")
  end
  io.write(string.format("checked %d answers: %d neither old nor new, %d not 200\n", total, neither, notok))
end
