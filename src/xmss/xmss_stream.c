/*
 * XMSS / XMSS^MT push verifier over the body pk || sig (docs/stream-xmss.md).
 *
 * The signature is taken in its own order: idx, r (then H_msg over the
 * message, read once by pointer), and per layer the len WOTS+ elements,
 * each chained to its end and folded into the L-tree as it completes, then
 * the h/d authentication nodes, each hashed into the running node. The root
 * of a layer is the message of the next; the top root must equal the
 * trusted one. Nothing is buffered but the n-byte element in flight.
 */
#include <string.h>
#include "pq8k/xmss.h"
#include "common/util.h"
#include "xmss/xmss_wots.h"

#define LIVE 0x584d5331u /* "XMS1" */
#define DONE 0x584d5330u
#define VERIFIED 0xA5u
#define LAYER_R 0xFFu    /* layer_ while r is awaited */

static uint32_t pk_len(const pq8k_xmss_verifier *v) { return xmss_pk_bytes(&v->p_); }

size_t pq8k_xmss_stream_len(int mt, uint32_t oid)
{
    xmss_params p;
    if (xmss_params_get(&p, mt, oid) != 0) return 0;
    return xmss_pk_bytes(&p) + xmss_sig_bytes(&p);
}

int pq8k_xmss_stream_init(pq8k_xmss_verifier *v, int mt, const uint8_t *pk, size_t pklen,
                          const uint8_t *msg, size_t msglen)
{
    int err;
    if (v == NULL) return PQ8K_ERR_STATE;
    v->live_ = 0;
    if (pk == NULL || (msg == NULL && msglen != 0)) return PQ8K_ERR_STATE;
    if (pklen < 4) return PQ8K_ERR_BAD_LENGTH;
    err = xmss_params_get(&v->p_, mt, xmss_load32_be(pk));
    if (err != 0) return err;
    if (pklen != pk_len(v)) return PQ8K_ERR_BAD_LENGTH;
    memcpy(v->root_, pk + 4, v->p_.n);
    memcpy(v->seed_.seed, pk + 4 + v->p_.n, v->p_.n);
    v->msg_ = msg;
    v->msglen_ = msglen;
    v->tree_ = 0;
    v->pos_ = 0;
    v->body_ = pk_len(v) + xmss_sig_bytes(&v->p_);
    v->err_ = 0;
    v->layer_ = LAYER_R;
    v->fill_ = 0;
    v->pkdiff_ = 0;
    v->verified_ = 0;
    v->live_ = LIVE;
    return 0;
}

/* r has arrived: the layer-0 message H_msg(r || root || toByte(idx, n), M). */
static void message_digest(pq8k_xmss_verifier *v)
{
    const xmss_params *p = &v->p_;
    uint8_t idx[XMSS_MAX_N];
    xmss_hstate h;
    memset(idx, 0, p->n);
    for (unsigned i = 0; i < 8; i++) idx[p->n - 1 - i] = (uint8_t)(v->tree_ >> (8 * i));
    xmss_hstart(p, &h, XMSS_HMSG);
    xmss_habsorb(p, &h, v->buf_, p->n);
    xmss_habsorb(p, &h, v->root_, p->n);
    xmss_habsorb(p, &h, idx, p->n);
    if (v->msglen_ > 0) xmss_habsorb(p, &h, v->msg_, v->msglen_);
    xmss_hfinish(p, &h, v->msgd_);
}

/* Start layer_ + 1 (the first one after r) with the message in msgd_. */
static void next_layer(pq8k_xmss_verifier *v)
{
    v->csum_ = xmss_wots_csum(&v->p_, v->msgd_);
    v->leaf_ = (uint32_t)(v->tree_ & ((1u << v->p_.hp) - 1u));
    v->tree_ >>= v->p_.hp;
    v->layer_ = (uint8_t)(v->layer_ + 1u);
    v->elem_ = 0;
    v->sp_ = 0;
}

/* A WOTS+ element (e < len) or an authentication node of the current layer. */
static void layer_element(pq8k_xmss_verifier *v)
{
    const xmss_params *p = &v->p_;
    unsigned e = v->elem_++;
    uint32_t adrs[8];
    xmss_adrs_tree(adrs, v->layer_, v->tree_);
    if (e < p->len) {
        adrs[A_TYPE] = A_TYPE_OTS;
        adrs[A_OTS] = v->leaf_;
        adrs[A_CHAIN] = e;
        xmss_wots_chain(p, &v->seed_, v->buf_, xmss_wots_digit(p, v->msgd_, v->csum_, e), 15, adrs);
        adrs[A_TYPE] = A_TYPE_LTREE;
        adrs[A_LTREE] = v->leaf_;
        if (xmss_ltree_add(p, &v->seed_, v->stack_, &v->sp_, v->buf_, e, adrs))
            memcpy(v->stack_[0], v->buf_, p->n); /* the leaf: start of the auth path */
        return;
    }
    e -= p->len;
    adrs[A_TYPE] = A_TYPE_TREE;
    adrs[A_HEIGHT] = e;
    adrs[A_INDEX] = v->leaf_ >> (e + 1u);
    if ((v->leaf_ >> e) & 1u)
        xmss_node(p, &v->seed_, v->stack_[0], v->buf_, v->stack_[0], adrs);
    else
        xmss_node(p, &v->seed_, v->stack_[0], v->stack_[0], v->buf_, adrs);
    if (e + 1u < p->hp) return;
    if (v->layer_ + 1u < p->d) {
        memcpy(v->msgd_, v->stack_[0], p->n);
        next_layer(v);
    } else if (pq8k_ct_memneq(v->stack_[0], v->root_, p->n) == 0) {
        v->verified_ = VERIFIED;
    }
}

/* One byte of pk or idx. */
static int header_byte(pq8k_xmss_verifier *v, uint8_t b)
{
    const xmss_params *p = &v->p_;
    uint32_t i = v->pos_++, pkl = pk_len(v);
    if (i < pkl) {
        uint8_t want = i < 4 ? (uint8_t)(p->oid >> (24 - 8 * i))
                     : i < 4u + p->n ? v->root_[i - 4] : v->seed_.seed[i - 4 - p->n];
        v->pkdiff_ |= (uint8_t)(b ^ want);
        if (i + 1 < pkl) return 0;
        if (v->pkdiff_ != 0) return PQ8K_ERR_PK_DIGEST;
        xmss_seed_prepare(p, &v->seed_, v->seed_.seed);
        return 0;
    }
    v->tree_ = (v->tree_ << 8) | b;
    if (i + 1 < pkl + p->idx_bytes) return 0;
    /* idx < 2^h; for h = 60 the 8-byte field could say more */
    return (v->tree_ >> p->h) != 0 ? PQ8K_ERR_BAD_ENCODING : 0;
}

static int element(pq8k_xmss_verifier *v)
{
    if (v->layer_ == LAYER_R) {
        message_digest(v);
        next_layer(v); /* LAYER_R + 1 = 0 */
    } else {
        layer_element(v);
    }
    return 0;
}

static int update(pq8k_xmss_verifier *v, const uint8_t *in, size_t len)
{
    uint32_t head = pk_len(v) + v->p_.idx_bytes;
    int err = 0;
    while (len > 0 && err == 0) {
        if (v->pos_ < head) {
            err = header_byte(v, *in++);
            len--;
            continue;
        }
        size_t take = (size_t)(v->p_.n - v->fill_);
        if (take > len) take = len;
        memcpy(v->buf_ + v->fill_, in, take);
        v->fill_ = (uint8_t)(v->fill_ + take);
        v->pos_ += (uint32_t)take;
        in += take;
        len -= take;
        if (v->fill_ == v->p_.n) {
            v->fill_ = 0;
            err = element(v);
        }
    }
    return err;
}

int pq8k_xmss_stream_update(pq8k_xmss_verifier *v, const uint8_t *in, size_t len)
{
    size_t left;
    int err;
    if (v == NULL || v->live_ != LIVE) return PQ8K_ERR_STATE;
    if (v->err_ != 0) return v->err_;
    if (in == NULL && len != 0) err = PQ8K_ERR_STATE;
    else {
        left = v->body_ - v->pos_;
        err = update(v, in, len < left ? len : left);
        if (err == 0 && len > left) err = PQ8K_ERR_BAD_LENGTH;
    }
    v->err_ = (int16_t)err;
    return err;
}

int pq8k_xmss_stream_final(pq8k_xmss_verifier *v)
{
    int err;
    if (v == NULL || v->live_ != LIVE) return PQ8K_ERR_STATE;
    if (v->err_ != 0) err = v->err_;
    else if (v->pos_ != v->body_) err = PQ8K_ERR_BAD_LENGTH;
    else err = v->verified_ == VERIFIED && v->pos_ == v->body_ ? 0 : PQ8K_ERR_BAD_SIGNATURE;
    pq8k_wipe(v, sizeof *v);
    v->live_ = DONE;
    return err;
}
