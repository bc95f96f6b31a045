"""A user's pipeline as a script speaking the JSON-lines protocol (used by test_command.py).

Reads one request per line on stdin and writes one answer per line on stdout. Questions
containing "crash", "hang", "garble", "fail" or "wrongid" misbehave on purpose.
"""

from __future__ import annotations

import json
import os
import sys
import time


def main() -> None:
    served = 0
    for line in sys.stdin:
        request = json.loads(line)
        served += 1
        question = request["question"]
        if "crash" in question:
            print("about to crash", file=sys.stderr, flush=True)
            sys.exit(3)
        if "hang" in question:
            time.sleep(30)
        if "garble" in question:
            print("this is not json", flush=True)
            continue
        if "fail" in question:
            print(json.dumps({"error": "model overloaded"}), flush=True)
            continue
        qid = "someone-else" if "wrongid" in question else request["question_id"]
        cited = f" [{request['passages'][0]['id']}]" if request["passages"] else ""
        answer = {
            "question_id": qid,
            "text": f"Final answer: Yes{cited}. pid={os.getpid()} served={served}",
            "passages": [p["id"] for p in request["passages"]][:1],
        }
        print(json.dumps(answer), flush=True)


if __name__ == "__main__":
    main()
