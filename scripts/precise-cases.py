#!/usr/bin/env python3
"""Writes Tests/corpus/correctly-rounded.json: arguments for each of CorrectlyRounded's functions
with the correctly rounded result (to nearest, ties to even) worked out independently of Reckon:

    {"function": [["0x<argument bits>", ..., "0x<result bits>"], ...], ...}

Every number is a double's bit pattern in hex, so a reader gets back the very doubles (−0, NaN,
subnormals included). Tests/ReckonCoreTests/CorrectlyRoundedCorpusTests.swift requires every
result bit for bit (any NaN matches a NaN).

Where the result is a rational number — integer powers, perfect roots, 2^n, 10^n, factorials,
cubes — it is computed exactly with Python's integers and Fraction, and rounded by Python's
int/int division, which is correctly rounded: so exact results and ties (10^23, pow(2^18 + 1, 3))
get their rounding right. Elsewhere mpmath evaluates the function at 320, 640, 1280 and 2560
bits; a result is taken once two successive precisions round to the same double and neither
value lies within 2^−(precision − 40) relative of a rounding boundary. Special values (zeros,
infinities, NaN, the sign of zero) are written by hand from C99 Annex F and C23's sinpi,
cospi and tanpi, the rules the functions document.

The arguments, per function: special values; hard-to-round cases from the literature (below);
arguments near thresholds (overflow, underflow, the end of a series, multiples of π/2, 1 for
the logarithms, the poles of Γ); random arguments over the whole domain (random exponent and
significand) and over the everyday range. The random ones come from a fixed seed, so the file
is the same every run.

    .venv/bin/python scripts/precise-cases.py

Needs mpmath (.venv has it). Takes about a minute.
"""
import json
import math
import pathlib
import random
from fractions import Fraction

import mpmath
from mpmath import mp, mpf

inf, nan = math.inf, math.nan

# Hard cases for rounding to nearest: arguments whose value lies within 2^−(53 + 40…60) of a
# midpoint between two doubles. Chosen from the worst-case lists that CORE-MATH publishes with
# its functions (src/binary64/<function>/<function>.wc, most from Lefèvre and Muller's searches,
# https://www.vinc17.net/research/testlibm/) as the ones nearest a midpoint, by mpmath.
HARD = {
    'exp': [
        '-0x1.7fb235d76cce7p-8', '0x1.005ae04256babp-1', '-0x1.816a000002444p-39', '-0x1.7b69560232511p-31',
        '-0x1.8000001800000p-26', '-0x1.85068c07fbbf6p-1', '-0x1.85a0000000251p-43', '-0x1.7aa8bddcb1e1dp-16',
        '-0x1.822d0427d0d7fp-11', '-0x1.7e6410055b640p-9', '-0x1.fe87177ae082ap+6', '-0x1.7d5fbe20130f5p-24',
        '-0x1.797bf9baace92p-11', '-0x1.7a00000000023p-47', '-0x1.7a860000022fbp-39', '-0x1.8498a00024ddfp-35',
        '-0x1.7e6e2af94cf57p-23', '-0x1.7863eb17387adp-19', '-0x1.7d2bdcb91734dp-19', '-0x1.7f130eb53a4d8p-1',
        '-0x1.845eb71f53de9p+3', '-0x1.ff43ee151a114p+4', '-0x1.7dd38de59370ap+6', '-0x1.7d056dc660263p+7',
    ],
    'exp2': [
        '0x1.8d040898b73f5p-6', '-0x1.fd0826fc6f090p-27', '-0x1.5f3e5be340324p-21', '0x1.f808245e96fcap-10',
        '0x1.6e39d31ca58b0p-26', '0x1.1bf7f5ddc46e9p-37', '-0x1.2783523a9c749p-37', '-0x1.caa3643b02af3p-35',
        '-0x1.13f898b1e4f28p-11', '0x1.f42797a7d287dp+8', '0x1.f32797a7d287dp+8', '0x1.ef2797a7d287dp+8',
        '0x1.b52797a7d287dp+8', '0x1.b42797a7d287dp+8', '0x1.a02797a7d287dp+8', '0x1.892797a7d287dp+8',
        '0x1.762797a7d287dp+8', '0x1.662797a7d287dp+8', '0x1.5c2797a7d287dp+8', '0x1.582797a7d287dp+8',
        '0x1.542797a7d287dp+8', '0x1.512797a7d287dp+8', '0x1.402797a7d287dp+8', '0x1.332797a7d287dp+8',
    ],
    'exp10': [
        '-0x1.d8832c6795363p-52', '-0x1.6c48d3bacc30cp+7', '-0x1.b7273e51dc2abp-16', '-0x1.fd305c4b18d6ap+7',
        '0x1.0c2d458e1531dp-44', '0x1.febaf5a4aaac5p-48', '-0x1.5a21f8c36864ep-46', '-0x1.f6f96f005fd47p-8',
        '0x1.ad5012b1000e5p-8', '0x1.ec993859ddc91p-43', '0x1.fb41864205d20p-49', '0x1.773afd9d8d13ap-50',
        '0x1.bcb7b1526e511p-55', '-0x1.741354a3e101ep-14', '0x1.a16e4f7af75b4p-3', '0x1.b2d708ce6438dp-8',
        '0x1.5a3357f05379cp-40', '0x1.f338b4ade8500p-44', '0x1.a07d0850f2b7ep-45', '0x1.431d76d5e424fp-48',
        '-0x1.15f2ced384f29p-53', '-0x1.4d5f88cbead59p-36', '-0x1.bf43441ec191ap-27', '-0x1.2bb8d3b40e7b6p-23',
    ],
    'log': [
        '0x1.ad9cb1932cb03p+480', '0x1.1d676463a3fcep+585', '0x1.e7b915e057d3ap+925', '0x1.ce2c23e6dd5fdp+261',
        '0x1.1be7575f49c6bp+191', '0x1.4fb998cdb55efp-395', '0x1.baf53e69c4ce2p+1013', '0x1.20738f115065bp+148',
        '0x1.543d3304d623dp+41', '0x1.31821839793d7p+1015', '0x1.b24b24a3eefcep+911', '0x1.5fd92fe2dba18p+902',
        '0x1.c9f6d633f8a30p+656', '0x1.4fa93e39d7134p+233', '0x1.13d51463532c7p+143', '0x1.d3987760275acp+79',
        '0x1.4119573cc827cp-166', '0x1.49fdc3ff80360p-825', '0x1.eb72d0680e2dep-883', '0x1.5c74831543412p-997',
        '0x1.4007c5247d248p+803', '0x1.cc75b77fe67a0p+495', '0x1.0c5a0243751f4p+335', '0x1.1471dee4b5d8dp-89',
    ],
    'log2': [
        '0x1.4d7840d357b20p+3', '0x1.2cda79edf96b9p-17', '0x1.15a2bc270db74p-65', '0x1.d68d81e6978dfp-129',
        '0x1.a4fc5c0aec28ap+15', '0x1.81343fe42de87p-2', '0x1.a4fc5c0aec28ap-16', '0x1.6a6decdf2061cp-64',
        '0x1.37c9493c4ad26p+1023', '0x1.ed43829e68026p+511', '0x1.f04e143511b6ap+255', '0x1.6923cb9581b5fp+255',
        '0x1.450a1e38701f8p+255', '0x1.028ee5eb10cb4p+7', '0x1.f234a059adbaep+1', '0x1.d6f32a2831459p-2',
        '0x1.7b3996995dfa3p-2', '0x1.55deb499a4f34p-3', '0x1.9b107bd5e5f2fp-5', '0x1.ec181caa2ca91p-9',
        '0x1.3ed6587d9d1b6p-32', '0x1.887c20aeed689p-33', '0x1.cd635548a2d80p-129', '0x1.3f583530669bdp-257',
    ],
    'log10': [
        '0x1.758976044bfd1p+157', '0x1.60e26f5a804abp+568', '0x1.6848181b7571cp+318', '0x1.b6fe0640096eep+854',
        '0x1.9560765d47431p+944', '0x1.e47b88b33d361p+590', '0x1.aa264d822565ap-452', '0x1.b430beb1e984fp+997',
        '0x1.f2b89acaa44a7p+318', '0x1.bc663178e5d93p+117', '0x1.e17effb6e96dbp+102', '0x1.900468d77dda5p+26',
        '0x1.620a2798d0a46p-9', '0x1.3fccae52527bdp-354', '0x1.f5d54d2f15948p-524', '0x1.c7dc6cc7efd55p-633',
        '0x1.ef90f928c4f38p-817', '0x1.82549823c7995p+936', '0x1.45d15f906c54ep+844', '0x1.42ac418a2d20bp+816',
        '0x1.219c721b9bbabp+606', '0x1.9d4655e5b5445p+484', '0x1.1f853a646a033p+419', '0x1.74040a8d139d1p+393',
    ],
    'sin': [
        '0x1.c1c27d6b9a3a1p+5', '0x1.4f77c7e5dd6a7p+10', '0x1.a14f16928b576p+7', '0x1.273a8d35c0c97p+7',
        '0x1.7eedc2f35ae8ap+4', '0x1.b8860adabc7eep-5', '0x1.e38708598ba39p-6', '0x1.a1a021981287bp-16',
        '0x1.5aa1c22782667p+3', '0x1.39a18eee80f44p+3', '0x1.8d41a9eb26026p-14', '0x1.3f802d8bf198fp+1023',
        '0x1.d2deb922e3804p+9', '0x1.389040bf633dcp+5', '0x1.83f2a3ba008d9p+4', '0x1.8bd5c9a9fdc27p+2',
        '0x1.82f17747980cfp+2', '0x1.fe28636f1f89bp+1', '0x1.b1b0ac25e925cp+0', '0x1.065665ef772cbp-1',
        '0x1.01a9891dd8e91p-4', '0x1.646a68c0185d4p-6', '0x1.5369a841f76f5p-9', '0x1.224c44674ee0ep-9',
    ],
    'cos': [
        '0x1.c62c5d3d000c3p-6', '0x1.3bd47cfa7cd96p-7', '0x1.cd22b3b9f8350p-19', '0x1.af1bc1284a8a8p+10',
        '0x1.9826f8f702ec2p-7', '0x1.ea37742cba939p-9', '0x1.1e67b91f44e41p-13', '0x1.8a85c24f7065ap-25',
        '0x1.e47b86f9bd8bap+10', '0x1.738039b7d844ep+8', '0x1.81364e1c1a8b6p+1', '0x1.4d111b97ddc87p+1',
        '0x1.f610efc7fd2f7p-2', '0x1.47712d7f8ed7ep-5', '0x1.ff95b89312339p-7', '0x1.c9370c735d7e9p-11',
        '0x1.fd134cd78a011p-12', '0x1.0fb2d32b58231p-16', '0x1.f3201797f4f21p-17', '0x1.ca9d610c430c1p-18',
        '0x1.6d97e60102b3dp-18', '0x1.65f0fb64fe38cp-19', '0x1.34c3e99692243p-20', '0x1.150e52ce7b42fp-20',
    ],
    'tan': [
        '0x1.ec9baf60b9f7cp-25', '0x1.5d53470a65981p-4', '0x1.7aa9959422d29p-7', '0x1.0d4f3a08fbe16p-12',
        '0x1.840a0ebf48c20p-14', '0x1.6b8d3bf622f4cp-16', '0x1.112fcc60771a1p-17', '0x1.ae09a94d9e1c0p-22',
        '0x1.f00a12bca22b6p+0', '0x1.3a20addcadf74p-2', '0x1.c617de539d37fp-4', '0x1.0917758c3fabdp-4',
        '0x1.bb6fc98869c80p-22', '0x1.4986e22c11583p-23', '0x1.af4645caec0a1p-24', '0x1.7fffffffffffep-25',
        '0x1.a75a5cb9b4a91p+3', '0x1.7f6f88571ed3cp+2', '0x1.66982328f5e5fp-1', '0x1.0070ebbf6ca19p-3',
        '0x1.8e82dd34bd980p-6', '0x1.8e21c136c87cfp-9', '0x1.821166d7e7ef6p-9', '0x1.5a4d579590ebdp-9',
    ],
    'asin': [
        '0x1.a4816b2066707p-5', '0x1.51c4b960778f5p-23', '0x1.5363d5cd68131p-13', '0x1.f04242b4136e5p-11',
        '0x1.ab4d373bb9c21p-19', '0x1.d5b05a89d3e77p-1', '0x1.63ae6fe9336dfp-2', '0x1.6533f127faaa4p-7',
        '0x1.57c61ad53bc2cp-7', '0x1.71b8724f3322ap-9', '0x1.a687c9297897fp-10', '0x1.1a37d0cacaa17p-19',
        '0x1.5d6cbb2ec90cap-22', '0x1.7137449123ef5p-26', '0x1.39236d0519586p-1', '0x1.d1a6ce3e17053p-3',
        '0x1.7e5f75f042e90p-5', '0x1.40d768d4d56fdp-8', '0x1.c56e89aed8722p-10', '0x1.e23d1baea3264p-11',
        '0x1.f4fcbcf46a877p-12', '0x1.c2263af8547a7p-14', '0x1.e5628d575d3c7p-15', '0x1.8248da922839cp-15',
    ],
    'acos': [
        '0x1.cbc69898cc517p-44', '0x1.b2c69898cc517p-44', '0x1.6dc69898cc517p-44', '0x1.68c69898cc517p-44',
        '0x1.df8d313198a2ep-45', '0x1.6d8d313198a2ep-45', '0x1.571a62633145cp-46', '0x1.4f1a62633145cp-46',
        '0x1.231a62633145cp-46', '0x1.e634c4c6628b8p-47', '0x1.d634c4c6628b8p-47', '0x1.b634c4c6628b8p-47',
        '0x1.8d313198a2e07p-53', '0x1.5dcbe39d4e29fp-6', '0x1.e1d3aad4b0f5fp-11', '0x1.0b62b5cd6cabap-17',
        '0x1.567b0ad8d3130p-25', '0x1.0c954031a6263p-26', '0x1.71a62633145c1p-50', '0x1.e2cfb0434d40dp-7',
        '0x1.b272daca41823p-7', '0x1.bdcf2802062eap-9', '0x1.cb26d85c84d4ep-11', '0x1.b10d9927c5ca1p-20',
    ],
    'atan': [
        '0x1.3e450e3933b22p+7', '0x1.0ffdecae7b75cp+9', '0x1.a7c36d1e52c37p+24', '0x1.983fdc6ca9b93p+21',
        '0x1.436c8116f263ap+36', '0x1.fdaebb13f3acfp+22', '0x1.6de0a5795b28dp+22', '0x1.304c3ef7ba588p+11',
        '0x1.a3f9a3843f2d4p+3', '0x1.b92ca823888a9p-6', '0x1.d12ed0af1a280p-27', '0x1.a2fecc1637629p+48',
        '0x1.592dca4a5fe65p+40', '0x1.781e511c17996p+39', '0x1.9b2153773d38bp+37', '0x1.e3e277333bcadp+30',
        '0x1.6b7091d48fb8cp+25', '0x1.1e198dd72fa40p+9', '0x1.e17f60e3ff86dp+7', '0x1.18bbe82342e5ap+7',
        '0x1.ad84a178ce8a4p-13', '0x1.7472b67ec0895p-13', '0x1.c8b367203d58ep-16', '0x1.1a6cd966fb711p-18',
    ],
    'sinh': [
        '0x1.b666fb2ba2350p-15', '0x1.69b7ea44ba7bcp+3', '0x1.4169f234f23b9p-2', '0x1.3cff171ed8aebp-9',
        '0x1.db7a3f009f61ep-21', '0x1.181ccd8144be7p+6', '0x1.394be51542d1dp+5', '0x1.d7c5ec43c6ae4p-4',
        '0x1.e434bb080b343p-5', '0x1.18685f1363fe1p-9', '0x1.8aa46f6f6801dp-16', '0x1.7137449123ef7p-26',
        '0x1.3ea2d4ff0b26ap+6', '0x1.872ea5debf893p+5', '0x1.f84ad5f18cb85p+1', '0x1.2750f700d566cp-2',
        '0x1.c5f0651a48e38p-3', '0x1.827cb1374cdddp-6', '0x1.85d45e4d11f86p-16', '0x1.129beaa0946e2p-16',
        '0x1.78f31012cf690p-18', '0x1.7137449123ef5p-26', '0x1.303a829e5a25fp+5', '0x1.e02e5505cbdbbp+1',
    ],
    'cosh': [
        '0x1.ea5f2f2e4b0c5p+1', '0x1.9a3b9a61b3839p-9', '0x1.b44dba31c9521p-10', '0x1.f7f2cb0065186p-19',
        '0x1.5b3d94b9d595ep-22', '0x1.2de32c662873dp-23', '0x1.bb67ae8584caap-26', '0x1.181ccd8144be7p+6',
        '0x1.e1b19a1db465cp+1', '0x1.445bc0f85fd95p+8', '0x1.7a4f7bb49585bp-2', '0x1.d4f4fbf65c495p-3',
        '0x1.1e14e7b7e7dc6p-9', '0x1.92ac350f5b432p-10', '0x1.17b18c52035cbp-14', '0x1.5d15ba5f4ae8bp-17',
        '0x1.6fa6ea162d0eep-24', '0x1.bb67ae8584cabp-26', '0x1.8cfadd48a83a2p+8', '0x1.58be0ec315db6p+5',
        '0x1.ea0897edc5c07p+4', '0x1.1c2c5135a170ap+2', '0x1.3fcd2fda31fd1p+0', '0x1.f0cf7b6e53524p-1',
    ],
    'tanh': [
        '0x1.c8d1452eec914p-5', '0x1.07d81798f1173p-14', '0x1.85f6660e5091fp-21', '0x1.0d72a7a156a29p-22',
        '0x1.304a7e080d32bp-1', '0x1.9b6f845f73ab9p-2', '0x1.3bc31989d0fcbp-3', '0x1.8b5927ee6a565p-5',
        '0x1.09fd8f1590ba1p-20', '0x1.ab2f0ea7ad2a9p-22', '0x1.7a5cb0cfe0c9ep-22', '0x1.dfdb948fb7ce5p-23',
        '0x1.02a3ad2ef6f4ap-24', '0x1.61246d6ad9aefp-25', '0x1.3516b4baeec59p+3', '0x1.ae3d2c0ce9176p+2',
        '0x1.f5bf3b198976fp+0', '0x1.ad136b96fd1aap+0', '0x1.a4b32b4dac165p+0', '0x1.c3e16d8d29a37p-2',
        '0x1.394b085be13c1p-11', '0x1.f2f393293e732p-15', '0x1.820307963a289p-15', '0x1.afa5b876d8e74p-17',
    ],
    'atanh': [
        '0x1.9148fad71d8cdp-12', '0x1.aa6782f147249p-17', '0x1.97b02aa62508bp-17', '0x1.c74847a112b61p-25',
        '0x1.4ee1584d4debfp-13', '0x1.3bacd6561ff5cp-25', '0x1.b4c4f660b7e01p-4', '0x1.44a04a39fe207p-23',
        '0x1.f51a62037e954p-26', '0x1.af7b01b019671p-1', '0x1.31a97379b3e3bp-2', '0x1.5720f054a6616p-8',
        '0x1.afedb2163af7ep-10', '0x1.9271d04cbd4d9p-13', '0x1.f6d74ac971b6cp-14', '0x1.e8a55e3713b42p-17',
        '0x1.78a59280f1525p-17', '0x1.5874e24853eb9p-21', '0x1.ab8aeac473a5bp-22', '0x1.250bfe1b082f6p-26',
        '0x1.d12ed0af1a281p-27', '0x1.924eeb2d95fdap-3', '0x1.763c8a1ca10a1p-4', '0x1.e3abbaac1668dp-5',
    ],
    'cbrt': [
        '0x1.b28b3c1f7d20ep+1', '0x1.b5bf4ceee4988p+0', '0x1.7ae6cbc0421b2p-1', '0x1.6d1777f7b7070p+1',
        '0x1.97aa53dbdce9bp-1', '0x1.553c1be6cbe2fp+1', '0x1.3f2172a840b98p-1', '0x1.1f71eaf9ee9eap-1',
        '0x1.ffca6e37af67ap+1', '0x1.0b50915551edcp+1', '0x1.de2dd453de1e4p+0', '0x1.769934ff0bdaap+0',
        '0x1.540804389ead2p+0', '0x1.de6e518bf0387p-1', '0x1.7e753dc595b41p-1', '0x1.97cd59a512336p+1',
        '0x1.81f1fb98b6ba6p+1', '0x1.794c2d56fbc4bp+1', '0x1.060836da03082p+1', '0x1.e4c9c3fb9beb2p+0',
        '0x1.9b7db9e2e1fb2p+0', '0x1.711c68dc44974p+0', '0x1.390d47edb5d1ap+0', '0x1.2feaac55ec287p+0',
    ],
    # CORE-MATH's pow.wc: the four worst cases known, 102 to 153 identical bits after the round bit.
    'pow': [
        ('0x1.ffffffffffffcp-1', '0x1.fffffffffffffp-2'), ('0x1.ffffffffffffcp-1', '-0x1.ffffffffffffdp-2'),
        ('0x1.ffffffffffffp-1', '-0x1.ffffffffffff6p-3'), ('0x1.ffffffffffff8p-1', '-0x1.ffffffffffffbp-3'),
    ],
}


def double(text):
    return float.fromhex(text) if isinstance(text, str) else text


def bits(x):
    return "0x%016x" % (int.from_bytes(__import__("struct").pack(">d", x), "big"))


def to_double(value):
    """A Fraction rounded once to the nearest double (ties to even), ±inf past the largest."""
    try:
        return float(value)
    except OverflowError:
        return inf if value > 0 else -inf


def fraction(value):
    """An mpf's exact value as a Fraction."""
    sign, man, exp, _ = value._mpf_
    f = Fraction(int(man)) * Fraction(2) ** int(exp)
    return -f if sign else f


class Undecided(Exception):
    pass


def settle(evaluate):
    """The correctly rounded value of evaluate() (an mpf at mp.prec), decided as described above."""
    previous = None
    for prec in (320, 640, 1280, 2560):
        mp.prec = prec
        value = evaluate()
        if isinstance(value, mpmath.mpc) or not mpmath.isfinite(value):
            raise Undecided(f"not a finite real: {value}")
        f = fraction(value)
        slack = Fraction(1, 2 ** (prec - 40))
        low, high = to_double(f * (1 - slack)), to_double(f * (1 + slack))
        result = to_double(f)
        decided = bits(low) == bits(high) == bits(result)
        if decided and previous is not None and bits(previous) == bits(result):
            return result
        previous = result if decided else None
    raise Undecided("no two precisions agree")


def exact(x):
    return Fraction(x)


def integer_root(n, k):
    """r with r^k = n for an integer n ≥ 0, or None."""
    if n < 2:
        return n
    r = int(round(n ** (1.0 / k))) if n.bit_length() < 1000 else None
    if r is None:
        return None
    for c in (r - 1, r, r + 1):
        if c >= 0 and c ** k == n:
            return c
    return None


def rational_power(x, e):
    """x^e for x > 0 and e a Fraction, when rational and small enough to form: else None."""
    a, b = e.numerator, e.denominator
    if b > 64 or abs(a) > 4096:
        return None
    fx = exact(x)
    n, d = integer_root(fx.numerator, b), integer_root(fx.denominator, b)
    if n is None or d is None:
        return None
    root = Fraction(n, d)
    if abs(a) * max(n.bit_length(), d.bit_length()) > 20000:
        return None
    return root ** a


# ---------------------------------------------------------------------------------------------
# The reference for each function: (exact or None, mpmath evaluation). Arguments are floats.


def degrees_reduced(x):
    """x mod 360 exactly, as a Fraction in [0, 360) for x ≥ 0."""
    return exact(x) % 360


def mp_fraction(f):
    return mpf(f.numerator) / f.denominator


def sinpi_of_degrees(x):
    return mpmath.sinpi(mp_fraction(degrees_reduced(abs(x)) / 180)) * (1 if x >= 0 else -1)


def cospi_of_degrees(x):
    return mpmath.cospi(mp_fraction(degrees_reduced(abs(x)) / 180))


def tanpi_of_degrees(x):
    t = mp_fraction(degrees_reduced(abs(x)) / 180)
    return mpmath.sinpi(t) / mpmath.cospi(t) * (1 if x >= 0 else -1)


def signed_root(x, y):
    """x^(1/y) with the real root of a negative x for odd integer y."""
    if x < 0:
        return -mpmath.power(mpf(-x), 1 / mpf(y))
    return mpmath.power(mpf(x), 1 / mpf(y))


def is_odd_integer(y):
    return math.isfinite(y) and y == int(y) and abs(y) < 2 ** 53 and int(y) % 2 == 1


def exact_pow(x, y):
    if x == 0:
        return None
    e = Fraction(y)
    magnitude = rational_power(abs(x), e)
    if magnitude is None:
        return None
    return -magnitude if x < 0 and is_odd_integer(y) else magnitude


def exact_root(x, y):
    if x == 0:
        return None
    magnitude = rational_power(abs(x), 1 / Fraction(y))
    if magnitude is None:
        return None
    return -magnitude if x < 0 and is_odd_integer(y) else magnitude


def exact_gamma(z):
    """Γ(z) for an exact Fraction z that is a positive integer, else None."""
    if z.denominator == 1 and z > 0:
        return Fraction(math.factorial(z.numerator - 1))
    return None


FUNCTIONS = {
    "sin": (None, lambda x: mpmath.sin(mpf(x))),
    "cos": (None, lambda x: mpmath.cos(mpf(x))),
    "tan": (None, lambda x: mpmath.tan(mpf(x))),
    "asin": (None, lambda x: mpmath.asin(mpf(x))),
    "acos": (None, lambda x: mpmath.acos(mpf(x))),
    "atan": (None, lambda x: mpmath.atan(mpf(x))),
    "sinDegrees": (None, sinpi_of_degrees),
    "cosDegrees": (None, cospi_of_degrees),
    "tanDegrees": (None, tanpi_of_degrees),
    "asinDegrees": (None, lambda x: mpmath.asin(mpf(x)) * 180 / mp.pi),
    "acosDegrees": (None, lambda x: mpmath.acos(mpf(x)) * 180 / mp.pi),
    "atanDegrees": (None, lambda x: mpmath.atan(mpf(x)) * 180 / mp.pi),
    "sinh": (None, lambda x: mpmath.sinh(mpf(x))),
    "cosh": (None, lambda x: mpmath.cosh(mpf(x))),
    "tanh": (None, lambda x: mpmath.tanh(mpf(x))),
    "asinh": (None, lambda x: mpmath.asinh(mpf(x))),
    "acosh": (None, lambda x: mpmath.acosh(mpf(x))),
    "atanh": (None, lambda x: mpmath.atanh(mpf(x))),
    "exp": (None, lambda x: mpmath.exp(mpf(x))),
    "exp2": (lambda x: Fraction(2) ** int(x) if x == int(x) else None, lambda x: mpmath.power(2, mpf(x))),
    "exp10": (lambda x: Fraction(10) ** int(x) if x == int(x) else None, lambda x: mpmath.power(10, mpf(x))),
    "log": (None, lambda x: mpmath.log(mpf(x))),
    "log2": (lambda x: Fraction(exact(x).numerator.bit_length() - exact(x).denominator.bit_length())
             if exact(x).numerator & (exact(x).numerator - 1) == 0 else None,
             lambda x: mpmath.log(mpf(x), 2)),
    "log10": (None, lambda x: mpmath.log10(mpf(x))),
    "logBase": (None, lambda x, b: mpmath.log(mpf(x)) / mpmath.log(mpf(b))),
    "pow": (exact_pow, lambda x, y: mpmath.power(mpf(x), mpf(y)) if x > 0 else
            (-1 if is_odd_integer(y) else 1) * mpmath.power(mpf(-x), mpf(y))),
    "root": (exact_root, signed_root),
    "cbrt": (lambda x: exact_root(x, 3), lambda x: signed_root(x, 3)),
    "cube": (lambda x: exact(x) ** 3, None),
    "gamma": (lambda x: exact_gamma(exact(x)), lambda x: mpmath.gamma(mpf(x))),
    "factorial": (lambda x: exact_gamma(exact(x) + 1), lambda x: mpmath.gamma(mp_fraction(exact(x) + 1))),
}


def reference(name, args):
    exact_form, evaluate = FUNCTIONS[name]
    if exact_form is not None:
        value = exact_form(*args)
        if value is not None:
            return to_double(value)
    return settle(lambda: evaluate(*args))


# ---------------------------------------------------------------------------------------------
# Special values, worked by hand from the rules each function documents (C99 Annex F, C23).

SPECIAL = {
    "sin": [(0.0, 0.0), (-0.0, -0.0), (inf, nan), (-inf, nan), (nan, nan), (5e-324, 5e-324), (-5e-324, -5e-324)],
    "cos": [(0.0, 1.0), (-0.0, 1.0), (inf, nan), (-inf, nan), (nan, nan)],
    "tan": [(0.0, 0.0), (-0.0, -0.0), (inf, nan), (-inf, nan), (nan, nan), (5e-324, 5e-324)],
    "asin": [(0.0, 0.0), (-0.0, -0.0), (1.0000000000000002, nan), (-1.0000000000000002, nan), (2.0, nan),
             (inf, nan), (nan, nan)],
    "acos": [(1.0, 0.0), (1.0000000000000002, nan), (-1.0000000000000002, nan), (-inf, nan), (nan, nan)],
    "atan": [(0.0, 0.0), (-0.0, -0.0), (nan, nan)],
    "sinDegrees": [(0.0, 0.0), (-0.0, -0.0), (30.0, 0.5), (-30.0, -0.5), (90.0, 1.0), (150.0, 0.5), (180.0, 0.0),
                   (-180.0, -0.0), (270.0, -1.0), (360.0, 0.0), (-360.0, -0.0), (540.0, 0.0), (-540.0, -0.0),
                   (inf, nan), (-inf, nan), (nan, nan)],
    "cosDegrees": [(0.0, 1.0), (-0.0, 1.0), (60.0, 0.5), (-60.0, 0.5), (90.0, 0.0), (-90.0, 0.0), (180.0, -1.0),
                   (270.0, 0.0), (-270.0, 0.0), (450.0, 0.0), (300.0, 0.5), (inf, nan), (nan, nan)],
    "tanDegrees": [(0.0, 0.0), (-0.0, -0.0), (45.0, 1.0), (-45.0, -1.0), (135.0, -1.0), (90.0, inf), (-90.0, -inf),
                   (270.0, -inf), (-270.0, inf), (450.0, inf), (180.0, -0.0), (-180.0, 0.0), (360.0, 0.0),
                   (-360.0, -0.0), (540.0, -0.0), (inf, nan), (nan, nan)],
    "asinDegrees": [(0.0, 0.0), (-0.0, -0.0), (0.5, 30.0), (-0.5, -30.0), (1.0, 90.0), (-1.0, -90.0), (1.5, nan),
                    (nan, nan)],
    "acosDegrees": [(1.0, 0.0), (0.5, 60.0), (0.0, 90.0), (-0.5, 120.0), (-1.0, 180.0), (-1.5, nan), (nan, nan)],
    "atanDegrees": [(0.0, 0.0), (-0.0, -0.0), (1.0, 45.0), (-1.0, -45.0), (inf, 90.0), (-inf, -90.0), (nan, nan)],
    "sinh": [(0.0, 0.0), (-0.0, -0.0), (inf, inf), (-inf, -inf), (nan, nan), (711.0, inf), (-711.0, -inf),
             (5e-324, 5e-324)],
    "cosh": [(0.0, 1.0), (-0.0, 1.0), (inf, inf), (-inf, inf), (nan, nan), (711.0, inf), (-1e300, inf)],
    "tanh": [(0.0, 0.0), (-0.0, -0.0), (inf, 1.0), (-inf, -1.0), (nan, nan), (22.0, 1.0), (-22.0, -1.0),
             (5e-324, 5e-324)],
    "asinh": [(0.0, 0.0), (-0.0, -0.0), (inf, inf), (-inf, -inf), (nan, nan)],
    "acosh": [(1.0, 0.0), (inf, inf), (0.9999999999999999, nan), (0.0, nan), (-inf, nan), (nan, nan)],
    "atanh": [(0.0, 0.0), (-0.0, -0.0), (1.0, inf), (-1.0, -inf), (1.0000000000000002, nan), (inf, nan),
              (nan, nan)],
    "exp": [(0.0, 1.0), (-0.0, 1.0), (inf, inf), (-inf, 0.0), (nan, nan), (710.0, inf), (-746.0, 0.0),
            (1e300, inf), (-1e300, 0.0)],
    "exp2": [(0.0, 1.0), (-0.0, 1.0), (inf, inf), (-inf, 0.0), (nan, nan), (1024.0, inf), (1023.0, 2.0 ** 1023),
             (-1074.0, 5e-324), (-1075.0, 0.0), (-1076.0, 0.0), (-1022.0, 2.0 ** -1022), (10.0, 1024.0)],
    "exp10": [(0.0, 1.0), (-0.0, 1.0), (inf, inf), (-inf, 0.0), (nan, nan), (3.0, 1000.0), (22.0, 1e22),
              (309.0, inf), (-324.0, 0.0)],
    "log": [(1.0, 0.0), (0.0, -inf), (-0.0, -inf), (inf, inf), (-1.0, nan), (-inf, nan), (nan, nan),
            (-5e-324, nan)],
    "log2": [(1.0, 0.0), (0.0, -inf), (inf, inf), (-1.0, nan), (nan, nan), (8.0, 3.0), (5e-324, -1074.0),
             (2.0 ** -1022, -1022.0), (0.5, -1.0)],
    "log10": [(1.0, 0.0), (0.0, -inf), (inf, inf), (-1.0, nan), (nan, nan), (1000.0, 3.0), (1e22, 22.0)],
    "logBase": [((8.0, 2.0), 3.0), ((1.0, 2.0), 0.0), ((1.0, 0.5), -0.0), ((2.0, 1.0), inf), ((0.5, 1.0), -inf),
                ((1.0, 1.0), nan), ((0.0, 1.0), -inf), ((2.0, 0.0), -0.0), ((0.5, 0.0), 0.0), ((2.0, inf), 0.0),
                ((0.5, inf), -0.0), ((0.0, 0.0), nan), ((inf, inf), nan), ((0.0, 2.0), -inf), ((inf, 2.0), inf),
                ((inf, 0.5), -inf), ((0.0, 0.5), inf), ((-1.0, 2.0), nan), ((2.0, -2.0), nan), ((nan, 2.0), nan),
                ((2.0, nan), nan), ((1.0, inf), 0.0), ((1.0, 0.0), -0.0), ((3.0, 3.0), 1.0)],
    "pow": [((2.0, 0.0), 1.0), ((nan, -0.0), 1.0), ((1.0, nan), 1.0), ((1.0, inf), 1.0), ((nan, 1.0), nan),
            ((2.0, nan), nan), ((-1.0, inf), 1.0), ((-1.0, -inf), 1.0), ((0.5, inf), 0.0), ((2.0, inf), inf),
            ((0.5, -inf), inf), ((2.0, -inf), 0.0), ((0.0, -3.0), inf), ((-0.0, -3.0), -inf), ((-0.0, -2.0), inf),
            ((-0.0, -0.5), inf), ((-0.0, -inf), inf), ((0.0, 3.0), 0.0), ((-0.0, 3.0), -0.0), ((-0.0, 2.0), 0.0),
            ((-0.0, 0.5), 0.0), ((-inf, -3.0), -0.0), ((-inf, -2.0), 0.0), ((-inf, 3.0), -inf),
            ((-inf, 2.0), inf), ((inf, -1.0), 0.0), ((inf, 0.5), inf), ((-2.0, 0.5), nan), ((-8.0, 1 / 3), nan),
            ((2.0, 0.5), math.sqrt(2.0)), ((2.0, 1024.0), inf), ((2.0, -1075.0), 0.0), ((2.0, -1074.0), 5e-324),
            ((-2.0, 3.0), -8.0), ((-2.0, -1.0), -0.5), ((1e300, 1e300), inf), ((1e-300, 1e300), 0.0),
            ((1.0000000000000002, 1e300), inf), ((0.9999999999999999, 1e300), 0.0), ((1.0000000000000002, -1e300), 0.0)],
    "root": [((8.0, 3.0), 2.0), ((-8.0, 3.0), -2.0), ((-0.0, 3.0), -0.0), ((-0.0, -3.0), -inf), ((0.0, 2.0), 0.0),
             ((0.0, -2.0), inf), ((-0.0, 2.0), 0.0), ((inf, 2.0), inf), ((inf, -2.0), 0.0), ((-inf, 3.0), -inf),
             ((-inf, -3.0), -0.0), ((-8.0, 2.0), nan), ((-8.0, 1.5), nan), ((-3.0, 0.5), 9.0), ((-2.0, -0.5), 0.25),
             ((nan, inf), 1.0), ((2.0, inf), 1.0), ((1.0, nan), 1.0), ((2.0, 0.0), inf), ((0.5, 0.0), 0.0),
             ((2.0, -0.0), 0.0), ((0.5, -0.0), inf), ((-1.0, 0.0), 1.0), ((nan, 2.0), nan), ((2.0, nan), nan),
             ((16.0, 4.0), 2.0), ((0.0625, -4.0), 2.0), ((27.0, 1.5), 9.0),
             ((1e300, 1e-300), inf), ((1e-300, 1e-300), 0.0), ((1e300, -1e-300), 0.0)],
    "cbrt": [(0.0, 0.0), (-0.0, -0.0), (inf, inf), (-inf, -inf), (nan, nan), (27.0, 3.0), (-8.0, -2.0),
             (0.125, 0.5)],
    "cube": [(0.0, 0.0), (-0.0, -0.0), (inf, inf), (-inf, -inf), (nan, nan), (3.0, 27.0), (-2.0, -8.0),
             (1e103, inf), (5e-324, 0.0), (-5e-324, -0.0)],
    "gamma": [(0.0, inf), (-0.0, -inf), (inf, inf), (-inf, nan), (nan, nan), (-1.0, nan), (-2.0, nan),
              (-1e300, nan), (172.0, inf), (1.0, 1.0), (2.0, 1.0), (5.0, 24.0), (-190.5, -0.0), (-191.5, 0.0),
              (-1000.5, -0.0), (-1001.5, 0.0)],
    "factorial": [(0.0, 1.0), (-0.0, 1.0), (inf, inf), (-inf, nan), (nan, nan), (-1.0, nan), (-2.0, nan),
                  (20.0, 2432902008176640000.0), (170.0, float(math.factorial(170))), (171.0, inf)],
}


# ---------------------------------------------------------------------------------------------
# Arguments.

rng = random.Random(20250101)


def random_double(low_exponent, high_exponent, signed=True):
    """A double with a uniformly random exponent in [low, high] and random significand."""
    e = rng.randint(low_exponent, high_exponent)
    m = 1 + rng.getrandbits(52) / 2 ** 52
    x = math.ldexp(m, e)
    return -x if signed and rng.random() < 0.5 else x


def uniform(a, b):
    return rng.uniform(a, b)


def neighbours(x, count=3):
    """x and the doubles just around it."""
    out = [x]
    up = down = x
    for _ in range(count):
        up, down = math.nextafter(up, inf), math.nextafter(down, -inf)
        out += [up, down]
    return out


def multiples_of_half_pi():
    """Doubles nearest k·π/2 (the reduction's cancellation), for several k."""
    mp.prec = 200
    out = []
    for k in [1, 2, 3, 4, 5, 7, 10, 100, 1000, 12345, 10 ** 6, 2 ** 30 + 3]:
        out += neighbours(float(k * mp.pi / 2), 1)
    return out + [6381956970095103 * 2.0 ** 797, 2.0 ** 1023, 1e300, 1e22, 8.98846567431158e307]


ARGUMENTS = {
    "sin": lambda: multiples_of_half_pi() + [random_double(-1074, 1023) for _ in range(100)]
                   + [uniform(-10, 10) for _ in range(60)] + [random_double(-30, -20) for _ in range(10)],
    "cos": lambda: multiples_of_half_pi() + [random_double(-1074, 1023) for _ in range(100)]
                   + [uniform(-10, 10) for _ in range(60)] + [random_double(-30, -20) for _ in range(10)],
    "tan": lambda: multiples_of_half_pi() + [random_double(-1074, 1023) for _ in range(100)]
                   + [uniform(-10, 10) for _ in range(60)] + [random_double(-30, -20) for _ in range(10)],
    "asin": lambda: neighbours(1.0) + neighbours(-1.0) + neighbours(0.5) + [random_double(-1074, -1) for _ in range(100)]
                    + [uniform(-1, 1) for _ in range(80)],
    "acos": lambda: neighbours(0.9999999999999999, 0) + neighbours(-1.0, 0)[:1] + [-0.9999999999999999]
                    + neighbours(0.5) + neighbours(0.0, 2) + [random_double(-1074, -1) for _ in range(100)]
                    + [uniform(-1, 1) for _ in range(80)],
    "atan": lambda: neighbours(1.0) + [random_double(-1074, 1023) for _ in range(120)]
                    + [uniform(-20, 20) for _ in range(60)] + [inf, -inf],
    "sinDegrees": lambda: [random_double(-1074, 1023) for _ in range(80)] + [uniform(-720, 720) for _ in range(80)]
                          + [x + d for x in (30.0, 45.0, 60.0, 180.0, 1e15) for d in (-1e-9, 1e-9)]
                          + neighbours(180.0, 1)[1:] + [1e22, 1e300, 2.0 ** 1000 + 2.0 ** 960],
    "cosDegrees": lambda: [random_double(-1074, 1023) for _ in range(80)] + [uniform(-720, 720) for _ in range(80)]
                          + neighbours(90.0, 1)[1:] + neighbours(60.0, 1)[1:] + [1e22, 1e300],
    "tanDegrees": lambda: [random_double(-1074, 1023) for _ in range(80)] + [uniform(-720, 720) for _ in range(80)]
                          + neighbours(90.0, 2)[1:] + neighbours(45.0, 1)[1:] + [1e22, 1e300],
    "asinDegrees": lambda: [random_double(-1074, -1) for _ in range(80)] + [uniform(-1, 1) for _ in range(60)]
                           + neighbours(0.5, 1)[1:] + neighbours(1.0, 0) + [0.9999999999999999],
    "acosDegrees": lambda: [random_double(-1074, -1) for _ in range(80)] + [uniform(-1, 1) for _ in range(60)]
                           + neighbours(0.5, 1)[1:] + [0.9999999999999999, -0.9999999999999999],
    "atanDegrees": lambda: [random_double(-1074, 1023) for _ in range(100)] + [uniform(-20, 20) for _ in range(60)]
                           + neighbours(1.0, 1)[1:],
    "sinh": lambda: [random_double(-1074, 9) for _ in range(100)] + [uniform(-20, 20) for _ in range(60)]
                    + neighbours(710.4758600739439, 2) + neighbours(-710.4758600739439, 1)
                    + [random_double(-60, -20) for _ in range(20)],
    "cosh": lambda: [random_double(-1074, 9) for _ in range(100)] + [uniform(-20, 20) for _ in range(60)]
                    + neighbours(710.4758600739439, 2) + [random_double(-60, -20) for _ in range(20)],
    "tanh": lambda: [random_double(-1074, 4) for _ in range(100)] + [uniform(-20, 20) for _ in range(60)]
                    + neighbours(19.061547465398498, 2) + [21.99, -21.99],
    "asinh": lambda: [random_double(-1074, 1023) for _ in range(120)] + [uniform(-20, 20) for _ in range(60)],
    "acosh": lambda: [1 + random_double(-52, 0, signed=False) for _ in range(40)] + neighbours(1.0, 3)[1::2]
                     + [random_double(0, 1023, signed=False) for _ in range(100)] + [uniform(1, 20) for _ in range(40)],
    "atanh": lambda: [random_double(-1074, -1) for _ in range(100)] + [uniform(-1, 1) for _ in range(60)]
                     + neighbours(0.9999999999999999, 1) + neighbours(-0.9999999999999999, 1)[:1] + [0.5, -0.5],
    "exp": lambda: [random_double(-1074, 9) for _ in range(100)] + [uniform(-745, 709) for _ in range(60)]
                   + neighbours(709.782712893384, 2) + neighbours(-745.1332191019411, 2) + neighbours(-708.3964185322641, 1)
                   + [uniform(-1, 1) for _ in range(20)],
    "exp2": lambda: [random_double(-1074, 10) for _ in range(100)] + [uniform(-1080, 1024) for _ in range(60)]
                    + neighbours(1024.0, 2)[1:] + neighbours(-1074.0, 2)[1:] + neighbours(-1075.0, 1)[1:]
                    + [float(k) for k in range(-30, 31, 7)],
    "exp10": lambda: [random_double(-1074, 8) for _ in range(100)] + [uniform(-324, 309) for _ in range(60)]
                     + neighbours(308.25471555991675, 2) + neighbours(-323.3062153431158, 2)
                     + [float(k) for k in range(-323, 309, 23)] + [23.0, -23.0, -1.0],
    "log": lambda: [random_double(-1074, 1023, signed=False) for _ in range(120)] + neighbours(1.0, 4)[1:]
                   + [uniform(0, 10) for _ in range(60)] + [5e-324, 1.7976931348623157e308],
    "log2": lambda: [random_double(-1074, 1023, signed=False) for _ in range(120)] + neighbours(1.0, 4)[1:]
                    + [uniform(0, 10) for _ in range(60)] + [3.0, 1e300, 2.0 ** 100 + 2.0 ** 48],
    "log10": lambda: [random_double(-1074, 1023, signed=False) for _ in range(120)] + neighbours(1.0, 4)[1:]
                     + [uniform(0, 10) for _ in range(60)] + neighbours(1e22, 1)[1:] + [1e23, 1e-5, 0.1],
    "logBase": lambda: [(random_double(-1074, 1023, signed=False), random_double(-1074, 1023, signed=False))
                        for _ in range(120)]
                       + [(uniform(0, 100), uniform(0, 10)) for _ in range(60)]
                       + [(2.0, 8.0), (8.0, 4.0), (4.0, 8.0), (2.0 ** -1074, 2.0 ** 1023), (1000.0, 10.0),
                          (1e22, 10.0), (1e23, 10.0), (81.0, 3.0), (3.0, 81.0), (1.0000000000000002, 2.0),
                          (2.0, 1.0000000000000002), (0.9999999999999999, 1.0000000000000002)],
    "pow": lambda: [(random_double(-1074, 1023, signed=False), random_double(-1074, 10)) for _ in range(60)]
                   + [(uniform(0, 10), uniform(-20, 20)) for _ in range(60)]
                   + [(float(rng.randint(-50, 50)), float(rng.randint(-30, 30))) for _ in range(40)]
                   + [(rng.randint(1, 2 ** 20) * 1.0, 3.0) for _ in range(10)]
                   + [((2 ** 18 + 1) * 1.0, 3.0), ((2 ** 18 + 3) * 1.0, 3.0), (3.0, 40.0), (3.0, 34.0), (3.0, -40.0),
                      (2.25, 1.5), (2.25, -1.5), (0.0625, 0.25), (0.0625, -0.75), (10.0, -5.0), (5.0, 23.0),
                      (1.0000000000000002, 2.0 ** 52), (0.9999999999999999, 2.0 ** 53),
                      (2.0, 1023.9999999999999), (2.0, -1074.5), (2.0, -1075.0000000001), (-1.0, 3.0),
                      (-1.0, 2.0 ** 60), (-3.0, 3.0), (-0.5, -31.0), (1e-300, -1.03), (1e-3, 102.8)],
    "root": lambda: [(random_double(-1074, 1023, signed=False), random_double(-10, 10)) for _ in range(60)]
                    + [(uniform(0, 100), float(rng.randint(1, 12))) for _ in range(60)]
                    + [(-uniform(0, 100), float(rng.randrange(1, 12, 2))) for _ in range(20)]
                    + [(float(rng.randint(1, 200)) ** 3, 3.0) for _ in range(10)]
                    + [(2.0, 3.0), (2.0, 0.1), (2.0, 1 / 3), (1e-300, 0.01), (0.5, -0.001),
                       (1024.0, 10.0), (3.0 ** 20, 20.0), (3.0 ** 20, -20.0), (2.0 ** 54, 2.0 ** -10),
                       (1.0000000000000002, 2.0 ** -52), (7.0, 2.0 ** -3), (-7.0, 2.0 ** -3), (-7.0, -2.0 ** -2)],
    "cbrt": lambda: [random_double(-1074, 1023) for _ in range(120)] + [uniform(-100, 100) for _ in range(60)]
                    + [float(rng.randint(-10 ** 5, 10 ** 5)) ** 3 for _ in range(10)] + [2.0, 3.0, 0.001, 1e-300],
    "cube": lambda: [random_double(-1074, 1023) for _ in range(100)] + [uniform(-100, 100) for _ in range(60)]
                    + neighbours(5.643803094122362e102, 2) + neighbours(2.0 ** -358, 1)
                    + [float(2 ** 17 + 1), float(2 ** 18 + 1), 1.1, 0.1],
    "gamma": lambda: [uniform(0, 172) for _ in range(60)] + [uniform(-190, 0) for _ in range(60)]
                     + [random_double(-1074, -1) for _ in range(40)] + [float(n) + 0.5 for n in range(-5, 10)]
                     + [float(n) for n in range(3, 172, 7)] + neighbours(171.6243769563027, 2)
                     + [n + d for n in (-1.0, -2.0, -10.0, -100.0) for d in (2.0 ** -40, -(2.0 ** -40))]
                     + neighbours(1.0, 2)[1:] + neighbours(2.0, 2)[1:] + [-177.5, -183.3, -184.1, -189.9],
    "factorial": lambda: [uniform(0, 171) for _ in range(60)] + [uniform(-190, -1) for _ in range(40)]
                         + [float(n) for n in range(0, 171, 5)] + [0.5, -0.5, 1.5, -1.5, 1e-300, -1e-300, 3e-17]
                         + [n + d for n in (-1.0, -2.0, -50.0) for d in (2.0 ** -40, -(2.0 ** -40))]
                         + neighbours(170.62437695630272, 2) + [-0.9999999999999999, 169.5],
}


def in_domain(name, args):
    """Leave out arguments whose result is a special value (those are in SPECIAL)."""
    x = args[0]
    if name in ("sinDegrees", "tanDegrees") and exact(x) % 180 == 0:
        return False
    if name in ("cosDegrees", "tanDegrees") and (exact(x) - 90) % 180 == 0:
        return False
    if name in ("gamma", "factorial"):
        z = exact(x) + (1 if name == "factorial" else 0)
        if z <= 0 and z.denominator == 1 or z < -190 or z >= 172:
            return False
    if name in ("asin", "acos", "asinDegrees", "acosDegrees") and abs(x) > 1:
        return False
    if name == "atanh" and abs(x) >= 1:
        return False
    if name == "acosh" and x <= 1:
        return False
    if name in ("log", "log2", "log10") and (x <= 0 or x == 1):
        return False
    if name == "logBase" and (x == 1 or args[1] == 1):
        return False
    if name == "pow" and ((x < 0 and args[1] != int(args[1])) or x == 1):
        return False
    if name == "root" and (x == 1 or (x < 0 and not is_odd_integer(args[1])
                                      and not (abs(args[1]) < 1 and math.frexp(args[1])[0] == 0.5))):
        return False
    return all(math.isfinite(a) and a != 0 for a in args)


def main():
    corpus = {}
    for name in FUNCTIONS:
        cases, seen = [], set()

        def add(args, expected):
            key = tuple(bits(a) for a in args)
            if key not in seen:
                seen.add(key)
                cases.append([*key, bits(expected)])

        for args, expected in ((a if isinstance(a, tuple) else (a,), e) for a, e in SPECIAL.get(name, [])):
            add(args, expected)
        hard = [tuple(double(v) for v in h) if isinstance(h, tuple) else (double(h),) for h in HARD.get(name, [])]
        generated = [a if isinstance(a, tuple) else (a,) for a in ARGUMENTS[name]()]
        for args in hard + generated:
            if in_domain(name, args):
                add(args, reference(name, args))
        corpus[name] = cases
        print(f"{name}: {len(cases)} cases")
    path = pathlib.Path(__file__).resolve().parent.parent / "Tests/corpus/correctly-rounded.json"
    with open(path, "w") as out:
        out.write("{\n")
        for i, (name, cases) in enumerate(corpus.items()):
            out.write(f' "{name}": [\n')
            out.write(",\n".join("  " + json.dumps(c) for c in cases))
            out.write("\n ]" + ("," if i + 1 < len(corpus) else "") + "\n")
        out.write("}\n")
    print(path)


if __name__ == "__main__":
    main()
