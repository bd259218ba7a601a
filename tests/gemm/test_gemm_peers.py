"""The GEMM peers beside cuBLAS (torch.compile max-autotune, the Triton tutorial kernel): where the bench asks for
them, how they join the vendor's as named variants, and the Triton kernel's arithmetic on the CPU interpreter
(where torch and Triton are installed; the GPU machine times it against cuBLAS in `tvmgen bench`)."""
from __future__ import annotations

import os
from types import SimpleNamespace

import pytest

from tvmgen import peers

FAKE_TORCH = SimpleNamespace(backends=SimpleNamespace(cuda=SimpleNamespace(matmul=SimpleNamespace()),
                                                      cudnn=SimpleNamespace()))


def test_extra_peers_join_as_named_variants_and_a_failing_one_is_noted(monkeypatch):
    def bad():
        raise ImportError("No module named 'triton'")

    def vendor():
        return "vendor"

    def good():
        return "good"

    monkeypatch.setitem(peers.PEERS, "fake", lambda p, x, torch: vendor)
    monkeypatch.setitem(peers.EXTRA, "fake", lambda p, x, torch: {"good": lambda: good, "bad": bad})
    assert peers.make("fake", {}, {}, FAKE_TORCH) is vendor  # not asked for: the vendor's peer alone
    got = peers.make("fake", {}, {}, FAKE_TORCH, extra=True)
    assert list(got) == [vendor, good] and got.names == ["torch", "good"]
    assert got.notes == ["bad: ImportError: No module named 'triton'"]


@pytest.mark.parametrize("p", [
    {"m": 1024, "n": 4096, "k": 4096, "dtype": "float16"},  # under GEMM_PEERS_FROM
    {"m": 4096, "n": 4096, "k": 4096, "dtype": "float32"},  # SGEMM: the target's peer is cuBLAS alone
    {"m": 4096, "n": 4096, "k": 4096, "dtype": "float16", "batch": 2},
    {"m": 4096, "n": 4096, "k": 4096, "dtype": "float16", "trans_a": True},
])
def test_gemm_peers_only_at_the_targets_shapes(p):
    assert peers.EXTRA["matmul"](p, {}, FAKE_TORCH) == {}


def test_triton_tutorial_kernel_computes_the_product_on_the_interpreter():
    """Each config alone (the interpreter cannot time a list): masked K, rows and columns past C, a last group of
    fewer tile-rows than GROUP_M, B transposed as a view."""
    os.environ.setdefault("TRITON_INTERPRET", "1")
    torch = pytest.importorskip("torch")
    pytest.importorskip("triton")
    from tvmgen import triton_gemm

    gen = torch.Generator().manual_seed(0)
    for cfg in [(32, 64, 32, 8, 5, 2), (64, 32, 32, 2, 5, 2)]:
        for m, n, k, trans_b in [(100, 72, 80, False), (130, 128, 96, True)]:
            a = torch.randn(m, k, generator=gen).half()
            b = torch.randn(n, k, generator=gen).half().t() if trans_b else torch.randn(k, n, generator=gen).half()
            run, c = triton_gemm.matmul(a, b, torch, configs=(cfg,))
            assert run() is c
            err = (c.double() - a.double() @ b.double()).abs().max().item()
            assert err < 0.05, (cfg, m, n, k, trans_b, err)  # fp16 rounding of sums of about 40


def test_callables_lists_each_variant_of_what_make_returns():
    def vendor():
        return "vendor"

    assert peers.callables(None) == [] and peers.callables(vendor) == [vendor]
    both = peers.Variants([vendor, print], names=["cuBLAS", "other"])
    assert peers.callables(both) == [vendor, print]
