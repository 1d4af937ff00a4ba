#pragma once

#include "duelgame.h"
#include "dueltracer.h"

#include <QString>

#include <memory>

namespace gridtrace {

// A player of the arena: given the game and its side, one answer per round. Built-in bots
// answer at once; an external one runs a program and may time out, crash or talk nonsense,
// which its answer then says.
class DuelPlayer
{
public:
    virtual ~DuelPlayer() = default;
    virtual DuelAnswer decide(const DuelGame &game, DuelSide me) = 0;
};

// A built-in bot, untraced: Bot<NullRecorder> answered through the player interface. A
// built-in bot template has `int decide(DuelTracer<Rec> &tracer, DuelSide me)` returning a
// direction 0..3.
template<template<typename> class Bot>
class BuiltinPlayer : public DuelPlayer
{
public:
    template<typename... Args>
    explicit BuiltinPlayer(Args &&...args) : m_bot(std::forward<Args>(args)...) {}

    DuelAnswer decide(const DuelGame &game, DuelSide me) override
    {
        NullRecorder recorder;
        DuelTracer<NullRecorder> tracer(recorder, game);
        return DuelAnswer::move(m_bot.decide(tracer, me));
    }

private:
    Bot<NullRecorder> m_bot;
};

} // namespace gridtrace
