/* A Web Worker stand-in for pages opened from disk (file://), where browsers refuse to start workers.
 *
 * Material's search runs in a worker. When the site is opened from the file system, this runs the
 * worker's script in a hidden same-origin iframe instead and passes messages both ways, so search
 * works offline with no server and nothing fetched from the network. Listed under `extra.polyfills`
 * in mkdocs.yml, which also keeps the offline plugin from adding a shim hosted on the internet.
 */
(function () {
  "use strict";
  if (window.location.protocol !== "file:") {
    return;
  }

  function copy(data) {
    return typeof structuredClone === "function" ? structuredClone(data) : JSON.parse(JSON.stringify(data));
  }

  function FrameWorker(url) {
    var worker = this;
    var listeners = [];
    var queue = [];
    var ready = false;
    this.onmessage = null;
    this.onerror = null;

    var frame = document.createElement("iframe");
    frame.setAttribute("aria-hidden", "true");
    frame.setAttribute("tabindex", "-1");
    frame.style.display = "none";
    (document.body || document.documentElement).appendChild(frame);
    var scope = frame.contentWindow;

    function deliver(data) {
      var event = new MessageEvent("message", { data: copy(data) });
      if (typeof worker.onmessage === "function") {
        worker.onmessage(event);
      }
      listeners.slice().forEach(function (listener) {
        listener.call(worker, event);
      });
    }

    // What the worker's script sees as its global scope.
    scope.postMessage = function (data) {
      setTimeout(function () {
        deliver(data);
      }, 0);
    };
    scope.importScripts = function () {
      var urls = Array.prototype.slice.call(arguments);
      return urls.reduce(function (done, src) {
        return done.then(function () {
          return new Promise(function (resolve, reject) {
            var script = scope.document.createElement("script");
            script.src = new URL(src, url).href;
            script.onload = resolve;
            script.onerror = reject;
            scope.document.head.appendChild(script);
          });
        });
      }, Promise.resolve());
    };
    scope.onerror = function (message) {
      var event = new ErrorEvent("error", { message: String(message) });
      if (typeof worker.onerror === "function") {
        worker.onerror(event);
      }
    };

    var script = scope.document.createElement("script");
    script.src = new URL(url, window.location.href).href;
    script.onload = function () {
      ready = true;
      queue.splice(0).forEach(function (data) {
        worker.postMessage(data);
      });
    };
    scope.document.head.appendChild(script);

    this.postMessage = function (data) {
      if (!ready) {
        queue.push(data);
        return;
      }
      scope.dispatchEvent(new scope.MessageEvent("message", { data: copy(data) }));
    };
    this.addEventListener = function (type, listener) {
      if (type === "message") {
        listeners.push(listener);
      }
    };
    this.removeEventListener = function (type, listener) {
      listeners = listeners.filter(function (other) {
        return other !== listener;
      });
    };
    this.terminate = function () {
      frame.remove();
    };
  }

  window.Worker = FrameWorker;
})();
