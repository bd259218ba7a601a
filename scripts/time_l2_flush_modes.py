# How the L2 flush before each timed repetition changes a kernel's time, for four flushes: write: a 256 MB memset
# (what tvmgen bench did until bench-4); read: a max over the same buffer; write+read: both (what runner.FLUSH_KIND
# does from bench-5 on); none: no flush. Needs only torch on the GPU machine, run by hand:
#     python3 scripts/time_l2_flush_modes.py > reports/h200/profile/<date>-flush.log
# The committed log, reports/h200/profile/2026-12-03-flush.log, ran on the H200 with torch 2.11 (2026-12-03 07:27 UTC).
import torch, statistics
torch.backends.cuda.matmul.allow_tf32 = False
dev = "cuda"
print(torch.cuda.get_device_name(), torch.__version__)
flush = torch.empty(256 << 20, dtype=torch.uint8, device=dev)
flushf = flush.view(torch.float32)
def t(fn, mode, reps=60):
    for _ in range(5): fn()
    ts = []
    for i in range(reps):
        if mode == "write": flush.fill_(i & 0xFF)
        elif mode == "read": torch.amax(flushf)
        elif mode == "write+read": flush.fill_(i & 0xFF); torch.amax(flushf)
        s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        s.record(); fn(); e.record(); e.synchronize(); ts.append(s.elapsed_time(e))
    return statistics.median(ts)
x = torch.randn(32, 256, 56, 56, dtype=torch.float16, device=dev)
y = torch.empty_like(x)
big = torch.empty(1 << 30, dtype=torch.uint8, device=dev); bigo = torch.empty_like(big)
A = torch.randn(16, 4096, dtype=torch.float16, device=dev); A64 = torch.randn(64, 4096, dtype=torch.float16, device=dev)
B = torch.randn(4096, 4096, dtype=torch.float16, device=dev)
w = torch.randn(256, dtype=torch.float16, device=dev)
cases = {
  "copy 51MB": (lambda: y.copy_(x), 2 * x.numel() * 2),
  "relu 51MB": (lambda: torch.nn.functional.relu(x), 2 * x.numel() * 2),
  "copy 1GiB": (lambda: bigo.copy_(big), 2 << 30),
  "softmax C": (lambda: torch.softmax(x, dim=1), 2 * x.numel() * 2),
  "bn inf": (lambda: torch.nn.functional.batch_norm(x, w, w, w, w, False), 2 * x.numel() * 2),
  "mm M16": (lambda: A @ B, 32 << 20),
  "mm M64": (lambda: A64 @ B, 32 << 20),
}
for name, (fn, byts) in cases.items():
    row = [name]
    for mode in ("write", "read", "write+read", "none"):
        ms = t(fn, mode)
        row.append(f"{mode}: {ms*1e3:8.1f} us {byts/ms/1e9:5.2f} TB/s")
    print(" | ".join(row), flush=True)
